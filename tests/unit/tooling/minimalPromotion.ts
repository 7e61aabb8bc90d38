/** The smallest valid promotion.json (one locale, en-GB), for checker tests to vary. */
export const minimalPromotion = (overrides: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  promotionCode: 'OKK00001',
  basePath: '/ok',
  defaultLocale: 'en-GB',
  draftVersion: 1,
  locales: { 'en-GB': { promotionId: 'x', country: 'GB', currency: 'GBP', dateFormat: 'DMY', timezone: 'Europe/London', sitePath: '/ok' } },
  flags: {},
  ...overrides,
});
