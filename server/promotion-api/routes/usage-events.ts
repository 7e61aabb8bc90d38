import { PREVIEW_COOKIE } from '../../studio/preview/preview-links';
import type { UsageKey } from '../../usage/usage-counter';
import { knownVersions } from '../../usage/known-versions';
import { operation, type RouteModule } from './operation';

/**
 * POST /usage-events: what customers did on the site, added to hourly and daily counts
 * (server/usage/usage-counter.ts). Only names are kept (locale, version, screen id, event, field names); dry runs, a
 * studio preview's requests and events of a locale or version the promotion does not have are answered alike and not
 * counted. Nothing is logged.
 */
const usageEvents: RouteModule = (ctx) => {
  const versions = knownVersions(ctx.db, ctx.code);
  return [
    operation('/usage-events', 'post', {
      operationId: 'countUsageEvents',
      rateLimit: 'usage',
      handler: async (request, reply) => {
        reply.code(204);
        const { locale, version = '', events } = request.body;
        const counted = !request.dryRun && !request.cookies?.[PREVIEW_COOKIE] && ctx.locales.some((l) => l.locale === locale);
        if (!counted || !ctx.usage) return undefined;
        if (version !== (ctx.version ?? '') && !(await versions.has(version))) return undefined;
        const keys: UsageKey[] = [];
        for (const { event, screen, fields } of events) {
          const key = { code: ctx.code, version, locale, screen, event, field: '' };
          keys.push(key);
          for (const field of new Set(fields)) keys.push({ ...key, field });
        }
        ctx.usage.add(keys);
        return undefined;
      },
    }),
  ];
};

export default usageEvents;
