/**
 * Spec section 4: the locale is remembered for the browser session. When the visitor arrives in another
 * locale, the old claim draft and the whole session storage are cleared and the visitor is sent to the claim.
 * Returns the path to go to, or undefined to stay.
 */
export function sessionLocaleGuard(
  locale: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'clear'>,
  claimPath: string,
  /** Where the locale is kept: one key per promotion, so moving between promotions is no locale change. */
  key = 'locale',
): string | undefined {
  const stored = storage.getItem(key);
  if (stored === null) {
    storage.setItem(key, locale);
    return undefined;
  }
  if (stored === JSON.stringify(locale) || stored === locale) return undefined;
  storage.clear();
  storage.setItem(key, locale);
  return claimPath;
}
