import { checkAliases } from './checkAliases';
import { checkCatalogue } from './checkCatalogue';
import { checkWording } from './content';
import { checkMessages } from './checkMessages';
import { checkCustomerMessages } from './checkCustomerMessages';
import { checkOptionLabels } from './checkOptionLabels';
import { checkPhoneFlags } from './checkPhoneFlags';
import { checkSubmission } from './checkSubmission';
import { checkValidationSchemas } from './checkValidationSchemas';
import { checkFlowFields } from './checkFlowFields';
import { checkImages } from './checkImages';
import { checkPromotion } from './checkPromotion';
import { checkReferences } from './checkReferences';
import { checkStructure } from './checkStructure';
import { checkTimezones } from './checkTimezones';
import { checkRequiredMessages } from './checkRequiredMessages';
import { checkStepValidation } from './checkStepValidation';
import { checkWidgetBlocks } from './checkWidgetBlocks';
import { checkWidgetManifests } from './checkWidgetManifests';
import { checkWidgetProps } from './checkWidgetProps';
import type { Check } from './context';
import { definitionsOf } from './load';
import { fileOfPointer } from '../../definitions/mergeJson';
import { resolveOptions } from './paths';
import { knownNames } from './registries';
import type { CheckOptions, LoadResult } from '../../definitions/types';
import { readPackage, type PromotionPackage } from '../package/promotionPackage';
import { validationSchemasOf } from '../validation/validationSchemas';

const CHECKS: Check[] = [checkStructure, checkPromotion, checkTimezones, checkReferences, checkWidgetManifests, checkWidgetProps, checkWidgetBlocks, checkOptionLabels, checkValidationSchemas, checkImages, checkPhoneFlags, checkSubmission, checkFlowFields, checkStepValidation, checkRequiredMessages, checkWording, checkAliases, checkMessages, checkCustomerMessages, checkCatalogue];

/**
 * Every error of a package, whatever its files came from (a folder, a stored version, a draft): JSON syntax, schema,
 * and cross-references (widgets, props, actions, sources, validation schemas, flags, content aliases, ids, routes,
 * steps) and the promotion's own rules (my-claim windows, courier hosts). Each names its file and JSON pointer.
 */
export async function checkPackage(pkg: PromotionPackage, options: CheckOptions = {}): Promise<LoadResult> {
  const resolved = resolveOptions(options);
  const loaded = definitionsOf(pkg);
  const schemas = validationSchemasOf(pkg, resolved.validationDir, resolved.rootDir);
  const ctx = { pkg, definitions: loaded.definitions, files: loaded.files, names: await knownNames(resolved, schemas), schemas, options: resolved };
  const errors = [...loaded.errors];
  for (const check of CHECKS) errors.push(...(await check(ctx)));
  // An error inside a value an extending package set names that package's file.
  const located = errors.map((e) => ({ ...e, file: fileOfPointer(loaded.provenance.get(e.file), e.pointer, e.file) }));
  return { ...loaded, errors: located };
}

/** The checker on a package folder (and those it extends), as `npm run check` runs it. */
export async function checkSiteDefinitions(definitionsDir: string, options: CheckOptions = {}): Promise<LoadResult> {
  return checkPackage(readPackage(definitionsDir, { rootDir: options.rootDir, contentDir: options.contentDir }), options);
}
