import type { PromotionApi } from '../api/client';
import { contentRetryPolicy, PermanentFailure, retryWithBackoff, type RetryPolicy } from './retryWithBackoff';


/** Answers worth another try: the store or a proxy is busy or down. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** All wording of one locale from the content store (POST /content-manifest), tried again as the policy says. */
export async function loadContent(api: PromotionApi, locale: string, policy: RetryPolicy = contentRetryPolicy): Promise<Record<string, string>> {
  return retryWithBackoff(async (signal) => {
    const { data, error, response } = await api.POST('/content-manifest', { body: { type: 'alias', locales: [locale] }, signal });
    if (error || !data) {
      const message = `The content store answered ${response.status} for ${locale}`;
      throw retryable(response.status) ? new Error(message) : new PermanentFailure(message);
    }
    return (data.data.content[locale] ?? {}) as Record<string, string>;
  }, policy);
}
