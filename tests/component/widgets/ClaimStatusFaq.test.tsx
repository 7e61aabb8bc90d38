// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ClaimStatusFaq from '../../../src/widgets/ClaimStatusFaq';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

/** The fake content shows aliases; a slot mapped to '' stands for a slot the block does not name. */
const text = { title: 'myClaimFaqTitle', body: 'myClaimFaq', status_AWAITING_INFORMATION: 'faqInformation', status_PENDING: '', status_REJECTED: '' };

describe('ClaimStatusFaq', () => {
  it('puts the questions of the claim status before the common ones, under its heading', () => {
    renderWidget(ClaimStatusFaq, { data: { status: 'AWAITING_INFORMATION' }, text });
    const section = screen.getByRole('region', { name: 'myClaimFaqTitle' });
    expect(section.textContent).toBe('myClaimFaqTitlefaqInformationmyClaimFaq');
  });

  it('shows only the common questions for a status without its own, using the displayed (reduced) status', () => {
    renderWidget(ClaimStatusFaq, { data: { status: 'REJECTED_DUPLICATE' }, text });
    expect(screen.getByRole('region', { name: 'myClaimFaqTitle' }).textContent).toBe('myClaimFaqTitlemyClaimFaq');
    cleanup();
    renderWidget(ClaimStatusFaq, { data: { status: 'SUSPENDED' }, text });
    expect(screen.getByRole('region').textContent).toBe('myClaimFaqTitlemyClaimFaq');
  });

  it('shows nothing without a tracked claim', () => {
    const { container } = renderWidget(ClaimStatusFaq, { data: null, text });
    expect(container.textContent).toBe('');
  });
});
