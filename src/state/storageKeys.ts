/** Storage keys, per promotion and locale so two locales never share a draft. */
export const storageKeys = {
  /** Local storage: the web visitor id (spec section 3). */
  visitorId: 'visitorId',
  claimDraft: (promotionId: string, locale: string) => `claim-draft:${promotionId}:${locale}`,
  form: (formId: string, promotionId: string, locale: string) => `form:${formId}:${promotionId}:${locale}`,
  confirmation: (promotionId: string, locale: string) => `confirmation:${promotionId}:${locale}`,
};
