import type { PromotionApi } from '../api/client';

/** All wording of one locale from the content store (POST /content-manifest). */
export async function loadContent(api: PromotionApi, locale: string): Promise<Record<string, string>> {
  const { data, error } = await api.POST('/content-manifest', { body: { type: 'alias', locales: [locale] } });
  if (error || !data) throw new Error(`The content store did not answer for ${locale}`);
  return (data.data.content[locale] ?? {}) as Record<string, string>;
}
