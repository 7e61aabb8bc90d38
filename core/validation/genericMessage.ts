/**
 * The message of an answer no schema, widget or layout gives one for (core/validation/toFieldErrors.ts): every
 * package's wording must have it in every served locale (the checker says so, core/node/definitions/fixedAliases.ts).
 */
export const GENERIC_MESSAGE_ALIAS = 'errorsGeneric';
