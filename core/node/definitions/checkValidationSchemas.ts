import type { Check } from './context';
import { compileValidation } from '../validation/compileValidation';
import { hasOwnValidation } from '../validation/validationSchemas';
import { fileNameOf } from './load';

/**
 * A package's own validation schemas (its validation/ files, added to or overriding the shared ones) compile to the
 * module its pages load: a schema ajv refuses is reported against the package's validation folder.
 */
export const checkValidationSchemas: Check = (ctx) => {
  // The shared schemas alone are compiled (and so checked) by npm run generate:validation.
  if (!hasOwnValidation(ctx.pkg)) return [];
  try {
    compileValidation(ctx.schemas);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [{ file: fileNameOf(ctx.pkg, 'validation'), pointer: '', message: `validation schemas do not compile: ${message}` }];
  }
};
