/**
 * Spec section 4: the locale is remembered for the browser session. When the visitor arrives in another
 * locale, the old claim draft and the whole session storage are cleared and the visitor is sent to the claim.
 * Returns the path to go to, or undefined to stay.
 */
export function sessionLocaleGuard(
  locale: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'clear'>,
  claimPath: string,
): string | undefined {
  const stored = storage.getItem('locale');
  if (stored === null) {
    storage.setItem('locale', locale);
    return undefined;
  }
  if (stored === JSON.stringify(locale) || stored === locale) return undefined;
  storage.clear();
  storage.setItem('locale', locale);
  return claimPath;
}
