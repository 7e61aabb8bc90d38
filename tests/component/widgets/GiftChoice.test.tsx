// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import GiftChoice from '../../../src/widgets/GiftChoice';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const WATCH = 'pixel-watch-41-matte-black';
const groups = [
  {
    method: 'gift',
    gifts: [
      { gift_reference: 'BUDS-CHARCOAL', alias: 'rewardGiftPixelBudsProCharcoal' },
      { gift_reference: 'BUDS-FOG', alias: 'rewardGiftPixelBudsProFog' },
    ],
  },
  { method: 'paypal', gifts: [] },
  { method: 'voucher', gifts: [{ gift_reference: 'VOUCHER-50', alias: 'rewardVoucher50' }] },
];
const props = { productTitles: { [WATCH]: 'titleWatch' } };
const draft = (productId: string) => ({ items: [{ productId }], rewardMethod: 'gift' });

function renderGifts(value: unknown = null, options: { productId?: string; errors?: Array<{ path: string; alias: string }>; data?: unknown } = {}) {
  return renderWidget(GiftChoice, {
    name: 'rewardPreference',
    props,
    value,
    data: (options.data ?? groups) as never,
    formValues: draft(options.productId ?? 'pixel-7-128-obsidian'),
    errors: options.errors,
  });
}

describe('GiftChoice', () => {
  it('shows the gifts as radios in one group named by the title, grouped by reward-method group and labelled by their aliases', () => {
    renderGifts();
    const radiogroup = screen.getByRole('radiogroup', { name: 'title' });
    expect(within(radiogroup).getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'rewardGiftPixelBudsProCharcoal',
      'rewardGiftPixelBudsProFog',
      'rewardVoucher50',
    ]);
    // Groups without gifts (PayPal) are left out; each group is labelled by its group_<method> slot.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'field-rewardPreference-group-gift',
      'field-rewardPreference-group-voucher',
    ]);
    expect(within(screen.getByRole('group', { name: 'group_voucher' })).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getAllByRole('radio')[0].id).toBe('field-rewardPreference');
  });

  it('stores the chosen gift reference and marks it checked, so screen readers announce it', async () => {
    const { value } = renderGifts();
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('radio', { name: 'rewardGiftPixelBudsProFog' }));
    expect(value()).toBe('BUDS-FOG');
    expect(screen.getByRole('radio', { checked: true }).textContent).toBe('rewardGiftPixelBudsProFog');
    // A submit button that asks the server for the gift without scripts; with scripts its click sends no form.
    const fog = screen.getByRole('radio', { name: 'rewardGiftPixelBudsProFog' });
    expect([fog.getAttribute('type'), fog.getAttribute('name'), fog.getAttribute('value')]).toEqual(['submit', 'action', 'choose:rewardPreference:BUDS-FOG']);
    expect(fireEvent.click(fog)).toBe(false);
  });

  it('gives the watch its own title', () => {
    renderGifts(null, { productId: WATCH, data: [{ method: 'gift', gifts: [{ gift_reference: 'BAND-FOG', alias: 'rewardGiftWatchBandWovenFog' }] }] });
    expect(screen.getByRole('heading', { name: 'titleWatch' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'titleWatch' })).toBeTruthy();
  });

  it('is one Tab stop: the chosen gift, or the first when none is chosen', async () => {
    renderGifts('BUDS-FOG');
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    cleanup();
    renderGifts();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('rewardGiftPixelBudsProCharcoal');
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves and chooses with the arrow keys across groups, wrapping round; Space chooses', async () => {
    const { value } = renderGifts();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(value()).toBe('BUDS-CHARCOAL');
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toBe('BUDS-FOG');
    await userEvent.keyboard('{ArrowDown}');
    expect(value()).toBe('VOUCHER-50');
    expect(document.activeElement?.textContent).toBe('rewardVoucher50');
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toBe('BUDS-CHARCOAL');
    await userEvent.keyboard('{ArrowLeft}');
    expect(value()).toBe('VOUCHER-50');
    await userEvent.keyboard('{Home}');
    expect(value()).toBe('BUDS-CHARCOAL');
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  });

  it('shows an error under the title and describes the group with it', () => {
    renderGifts(null, { errors: [{ path: 'rewardPreference', alias: 'errorsRewardPreferenceNotSet' }] });
    expect(document.getElementById('field-rewardPreference-error')?.textContent).toBe('errorPrefix errorsRewardPreferenceNotSet');
    const radiogroup = screen.getByRole('radiogroup');
    expect(radiogroup.getAttribute('aria-describedby')).toBe('field-rewardPreference-hint field-rewardPreference-error');
    expect(radiogroup.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks again when the stored gift is not offered for this product', () => {
    const { value } = renderGifts('BUDS-FOG', { productId: WATCH, data: [{ method: 'gift', gifts: [{ gift_reference: 'BAND-FOG', alias: 'x' }] }] });
    expect(value()).toBeNull();
  });

  it('keeps the field id on the group when there is no gift to offer', () => {
    renderGifts(null, { data: [] });
    expect(screen.getByRole('radiogroup').id).toBe('field-rewardPreference');
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
