import type { PromotionConfig } from '../generated/definitions';
import type { PackageFiles } from './packageLayer';

export type { PromotionConfig };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a value has what every promotion.json has (schemas/definition/promotion-config.schema.json's required
 * keys, each of its type), so that reading it as a PromotionConfig is safe; the checker says everything else.
 */
export function isPromotionConfig(value: unknown): value is PromotionConfig {
  return (
    isObject(value) &&
    value.schemaVersion === 1 &&
    typeof value.promotionCode === 'string' &&
    typeof value.basePath === 'string' &&
    typeof value.defaultLocale === 'string' &&
    typeof value.draftVersion === 'number' &&
    isObject(value.locales) &&
    Object.values(value.locales).every(isObject) &&
    isObject(value.flags) &&
    (value.settings === undefined || isObject(value.settings)) &&
    (value.publishing === undefined || isObject(value.publishing))
  );
}

/**
 * A package's promotion.json as the typed PromotionConfig (core/generated, from schemas/definition), checked:
 * undefined when the files have none, or one without what every PromotionConfig has (a draft being edited may).
 */
export function promotionConfigOf(files: PackageFiles): PromotionConfig | undefined {
  const config = files['promotion.json'];
  return isPromotionConfig(config) ? config : undefined;
}

/**
 * A draft's promotion.json as far as it goes: each key typed as in PromotionConfig, any of them possibly missing
 * (a manager may be halfway through an edit); an empty one when the file is not an object.
 */
export function draftPromotionConfigOf(files: PackageFiles): Partial<PromotionConfig> {
  const config = files['promotion.json'];
  return isObject(config) ? (config as Partial<PromotionConfig>) : {};
}
