import path from 'node:path';
import type { Check } from './context';
import { relativeFile } from './paths';
import { compileValidation } from '../validation/compileValidation';

/**
 * A package's own validation schemas (validation/ of its folders, added to or overriding the shared ones) compile to the module its
 * pages load: a schema ajv refuses is reported against the folder it came from.
 */
export const checkValidationSchemas: Check = (ctx) => {
  // The shared schemas alone are compiled (and so checked) by npm run generate:validation.
  if (ctx.options.validationDirs.length < 2) return [];
  try {
    compileValidation(ctx.options.validationDirs);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const dir = ctx.options.validationDirs.at(-1) ?? ctx.options.validationDir;
    return [{ file: relativeFile(ctx.options.rootDir, path.resolve(dir)), pointer: '', message: `validation schemas do not compile: ${message}` }];
  }
};
