import { catalogueProblems, productListsOf } from '../../catalogue/catalogueProblems';
import { toDefinitionErrors } from '../../definitions/ajvErrors';
import type { Catalogue } from '../../generated/definitions';
import type { Check } from './context';
import { definitionValidators } from './definitionSchemas';

/**
 * catalogue.json: its schema (catalogue.schema.json), then what a schema cannot see (core/catalogue/catalogueProblems.ts:
 * a TAC two products use, overlapping IMEI ranges, an id taken, products no step offers …). A package without one has
 * nothing to check.
 */
export const checkCatalogue: Check = (ctx) => {
  const catalogue = ctx.pkg.files['catalogue.json'];
  if (catalogue === undefined) return [];
  const file = ctx.pkg.fileNames['catalogue.json'] ?? 'catalogue.json';
  const validate = definitionValidators().catalogue;
  const schemaErrors = validate(catalogue) ? [] : toDefinitionErrors(file, validate.errors);
  const problems = catalogueProblems(catalogue as Partial<Catalogue>, productListsOf(ctx.definitions.steps)).map((problem) => ({ file, ...problem }));
  return [...schemaErrors, ...problems];
};
