/**
 * What a page hands from the visitor's server session to the browser's session storage (issue 54): only the claim
 * the tracker found, as the browser's own trackClaim action stores it; nothing else the session holds.
 */
import { describe, expect, it } from 'vitest';
import { browserSessionOf } from '../../server/site/page-forms/browser-session';

describe('browserSessionOf', () => {
  it('hands over the tracked claim, its e-mail and reference only', () => {
    const session = { 'tracked-claim': { email: 'ada@example.com', reference: '123-456-789', extra: 'x' }, 'page-form-notice': 'myClaimInformationSubmitSuccess' };
    expect(browserSessionOf(session)).toEqual({ 'tracked-claim': { email: 'ada@example.com', reference: '123-456-789' } });
  });

  it('hands over nothing else: not the server\'s notice, not anything an action might add (bank details), not a malformed claim', () => {
    const bank = { accountNumber: '31926819', sortCode: '404784', iban: 'IE29AIBK93115212345678' };
    expect(browserSessionOf({ 'page-form-notice': 'done', 'bank-details': bank, returnDetails: bank })).toBeUndefined();
    expect(browserSessionOf({})).toBeUndefined();
    for (const tracked of [null, 'ada@example.com', { email: 'ada@example.com' }, { email: '', reference: '1' }, { email: 3, reference: '1' }, { email: 'a@b.c', reference: ['1'] }]) {
      expect(browserSessionOf({ 'tracked-claim': tracked }), JSON.stringify(tracked)).toBeUndefined();
    }
    expect(JSON.stringify(browserSessionOf({ 'tracked-claim': { email: 'a@b.c', reference: '1-2-3' }, bank }))).not.toContain('3192');
  });
});
