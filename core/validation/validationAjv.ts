import Ajv2020 from 'ajv/dist/2020';
import { addValidationKeywords } from './keywords/index';

/** Ajv's logger, minus the deprecation notice of the `unicode` option we rely on. */
const logger = {
  log: console.log.bind(console),
  warn: (...args: unknown[]) => {
    if (!/option unicode/.test(String(args[0]))) console.warn(...args);
  },
  error: console.error.bind(console),
};

/**
 * The ajv instance form validation is compiled with: all errors, standalone source (ESM), strict, and
 * `unicode: false` so minLength/maxLength compile to `.length` instead of `require(…/ucs2length)`.
 */
export function createValidationAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    unicode: false,
    logger,
    code: { source: true, esm: true, lines: true },
  });
  return addValidationKeywords(ajv);
}
