/** Storage keys, per promotion and locale so two locales never share a draft. */
export const storageKeys = {
  /** Local storage: the web visitor id (spec section 3). */
  visitorId: 'visitorId',
  /** Local storage: until when (ISO date-time) the cookie notice stays hidden after a choice (spec section 3). */
  hideCookieNoticeUntilDate: 'hideCookieNoticeUntilDate',
  /** Local storage: 'true' when the visitor chose all cookies, 'false' for minimal (spec section 3). */
  allowOptionalCookies: 'allowOptionalCookies',
  /** Session storage: the locale a promotion's visitor is in (a change of it starts the claim again). */
  sessionLocale: (promotionCode: string) => `locale:${promotionCode}`,
  /** Session storage: a flow's draft, per promotion, flow and locale. */
  flowDraft: (promotionId: string, flowId: string, locale: string) => `draft:${promotionId}:${flowId}:${locale}`,
  form: (formId: string, promotionId: string, locale: string) => `form:${formId}:${promotionId}:${locale}`,
  confirmation: (promotionId: string, locale: string) => `confirmation:${promotionId}:${locale}`,
  /** Session storage: the reference and e-mail of the claim submitted in this session (fills the claim tracker). */
  submittedClaim: (promotionId: string, locale: string) => `submitted-claim:${promotionId}:${locale}`,
};
