// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagePreview } from '../../../src/studio/MessagePreview';

afterEach(cleanup);

const promotion = { settings: { checkingDays: 30 }, locales: { 'fr-FR': { settings: { checkingDays: 1 } } } };

describe('MessagePreview', () => {
  it("lists the placeholders, fills a setting's own value and previews the message for the locale", () => {
    render(<MessagePreview message="Up to {checkingDays, plural, one {# day} other {# days}}" locale="en-GB" promotion={promotion} />);
    expect(screen.getByLabelText('Placeholders in en-GB').textContent).toContain('{checkingDays} (plural) setting: 30');
    expect(screen.getByLabelText('Preview in en-GB').textContent).toBe('Up to 30 days');
  });

  it("takes a locale's own setting", () => {
    render(<MessagePreview message="{checkingDays, plural, one {# jour} many {# jours} other {# jours}}" locale="fr-FR" promotion={promotion} />);
    expect(screen.getByLabelText('Preview in fr-FR').textContent).toBe('1 jour');
  });

  it('previews a value the widget gives with what is typed', async () => {
    render(<MessagePreview message="{count, plural, one {# address} other {# addresses}} for {email}" locale="de-DE" promotion={promotion} />);
    expect(screen.getByLabelText('Preview in de-DE').textContent).toBe('2 addresses for email');
    await userEvent.type(screen.getByLabelText('try with', { selector: '[id$="-count"]' }), '1234');
    expect(screen.getByLabelText('Preview in de-DE').textContent).toBe('1.234 addresses for email');
  });

  it('says why a message does not parse', () => {
    render(<MessagePreview message="Up to {checkingDays, plural, one {# day}}" locale="en-GB" promotion={promotion} />);
    expect(screen.getByText(/Does not parse as an ICU message: missing other clause/)).toBeTruthy();
  });
});
