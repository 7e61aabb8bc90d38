// @vitest-environment jsdom
/** The add-a-widget example (tests/fixtures/widgets/StarRating, docs/widgets.md) renders and answers like any widget. */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import StarRating from '../../fixtures/widgets/StarRating';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('StarRating', () => {
  it('offers max stars under its legend and stores the chosen number', async () => {
    const { value } = renderWidget(StarRating, { name: 'rating', value: null, props: { max: 5 } });
    expect(screen.getByRole('group', { name: 'legend' })).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    await userEvent.click(stars[3]);
    expect(value()).toBe(4);
  });

  it("shows its error's message", () => {
    renderWidget(StarRating, { name: 'rating', value: null, errors: [{ path: 'rating', alias: 'errorsRatingRequired' }] });
    expect(screen.getByText('errorsRatingRequired')).toBeTruthy();
  });
});
