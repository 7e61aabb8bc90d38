import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-database';
import type { ServedPackage } from '../../site/site';
import type { LivePackage } from '../../versions/live-package';
import { PREVIEW_COOKIE, previewLinkOf } from './preview-links';

const PREVIEW = { label: 'Preview, not live', exitLabel: 'Leave the preview', exit: '/studio/preview/exit' };
/** How long a link once looked up is trusted without asking the database again (a revoke takes effect within it). */
const RECHECK_MS = 2000;

/**
 * For one promotion's site: the version a request's preview cookie names (with the link's flags), or undefined for
 * the live version. A link of another promotion, expired or revoked shows live.
 */
export function previewResolver(code: string, live: LivePackage, db: Db, now: () => Date) {
  const seen = new Map<string, { at: number; pkg: Promise<ServedPackage | undefined> }>();
  const resolve = async (token: string): Promise<ServedPackage | undefined> => {
    const link = await previewLinkOf(db, token, now());
    if (!link || link.code !== code) return undefined;
    const pkg = (await live.versionPackage(link.hash)) as ServedPackage;
    const promotion = { ...pkg.definitions.promotion, flags: { ...pkg.definitions.promotion.flags, ...link.flags } };
    // A jump's draft is kept under a name of the link's own: it never mixes with the live site's or another link's.
    const sample = link.sample ? { ...link.sample, id: createHash('sha256').update(token).digest('hex').slice(0, 12) } : undefined;
    return { ...pkg, definitions: { ...pkg.definitions, promotion }, preview: { ...PREVIEW, ...(sample ? { sample } : {}) } };
  };
  return async (request: FastifyRequest): Promise<ServedPackage | undefined> => {
    const token = request.cookies?.[PREVIEW_COOKIE];
    if (!token) return undefined;
    const cached = seen.get(token);
    if (cached && Date.now() - cached.at < RECHECK_MS) return cached.pkg;
    if (seen.size > 100) seen.clear();
    const pkg = resolve(token).catch(() => undefined);
    // The same package object while the link holds: the site makes each version's page once.
    const previous = cached ? await cached.pkg : undefined;
    const next = pkg.then((fresh) => (fresh && previous && fresh.version === previous.version && JSON.stringify(fresh.definitions.promotion.flags) === JSON.stringify(previous.definitions.promotion.flags) ? previous : fresh));
    seen.set(token, { at: Date.now(), pkg: next });
    return next;
  };
}
