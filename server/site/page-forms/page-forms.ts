import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-database';
import type { Keyring } from '../../encryption-keys';
import type { ClaimFormStatus } from '../../../core/engine/inlinedStatus';
import type { Block, FieldError, FormValues, ValidatorRegistry } from '../../../core/engine/contract';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import type { Screen } from '../../../core/engine/screenOfPath';
import { inProcessApi } from '../server-actions';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { environmentFor } from '../../../core/engine/environment';
import { sources } from '../../../core/sources/index';
import { SHARED_SOURCES } from '../../../core/render/serverPaint';
import { manifestsByType } from '../../../core/node/manifests/loadManifests';
import { createClaimDrafts, type ServerDraft } from '../claim-form/claim-drafts';
import { CSRF_FIELD, csrfTokenHolds, csrfTokenOf, ensureSession, sessionOf } from '../claim-form/claim-form-session';
import { TOKEN_PLACEHOLDER } from '../claim-form/claim-forms';
import { readPostedForm } from '../claim-form/posted-form';
import { judgePageFormPost } from './page-form-post';
import { browserSessionOf } from './browser-session';
import { formBlockOf } from '../../../core/engine/formBlockOf';

/** The hidden field naming which of a page's forms posted (src/engine/blocks/FormBlock.tsx). */
export const FORM_FIELD = '_form';
/** Where the visitor's server session keeps a form's success message until the page shows it. */
const NOTICE_KEY = 'page-form-notice';

/** A page of the site, as the route knows it. */
export interface FormPage {
  definitions: SiteDefinitions;
  screen: Screen;
  sitePath: string;
}

/** What a page with forms is painted with: its forms' token, the visitor's own data and a form's success message. */
export interface PageFormPaint {
  /** The page's: with the server session's entries the browser's session storage takes over (browser-session.ts). */
  status: ClaimFormStatus;
  /** The kept rendering's: the token a placeholder (server/site/site.ts swaps in the visitor's). */
  rendered: ClaimFormStatus;
  /** The page's sources answered for this visitor from their server session (the claim they track), by name. */
  visitorData?: Record<string, unknown>;
  notice?: string;
}

/** A form refused: the page again, with it. */
export interface RefusedPageForm {
  form: string;
  values: FormValues;
  errors: FieldError[];
  status: 200 | 403;
}

export type PageFormAnswer = { kind: 'redirect'; location: string } | ({ kind: 'refused' } & RefusedPageForm) | { kind: 'file'; type: string; name: string; bytes: Buffer } | { kind: 'none' };

export interface PageFormOptions {
  db: Db;
  keyring: Keyring;
  idleMs?: number;
}

/**
 * The forms of the site's pages (the claim tracker, every my-claim action) posted without scripts: judged as the
 * browser judges them (page-form-post.ts), with the claim forms' session cookie and CSRF token
 * (claim-form/claim-form-session.ts). What the browser keeps in session storage (the claim it tracks) the server
 * keeps in the visitor's server session, sealed like a claim draft (claim-form/claim-drafts.ts) and found only with
 * the session's cookie: no answer, no bank detail, ever goes into a cookie. The my-claim page is painted with the
 * tracked claim it holds; a document a widget downloads (a trade-in label) is answered as a file.
 */
export function createPageForms({ db, keyring, idleMs }: PageFormOptions) {
  const store = createClaimDrafts(db, keyring, { idleMs });
  let manifests: Promise<Map<string, WidgetManifest>> | undefined;
  const keyOf = (definitions: SiteDefinitions) => `page-forms:${environmentFor(definitions).promotionId}:${definitions.locale}`;
  const read = async (session: string | undefined, definitions: SiteDefinitions): Promise<ServerDraft | undefined> => (session ? store.read(session, keyOf(definitions)) : undefined);

  return {
    /** Whether the page has a form that posts (its page then carries the token). */
    hasForms: (page: FormPage) => hasFormBlock(page.screen.page?.blocks),

    async paintOf(request: FastifyRequest, reply: FastifyReply, page: FormPage, fetch: typeof globalThis.fetch, refused?: RefusedPageForm): Promise<PageFormPaint> {
      const known = sessionOf(request);
      const session = ensureSession(request, reply);
      const form: ClaimFormStatus = { token: csrfTokenOf(keyring, session) };
      if (refused) Object.assign(form, { form: refused.form, draft: refused.values, errors: refused.errors });
      const stored = await read(known, page.definitions);
      const remembered = stored?.session ?? {};
      const notice = typeof remembered[NOTICE_KEY] === 'string' ? (remembered[NOTICE_KEY] as string) : undefined;
      if (notice) {
        const { [NOTICE_KEY]: _shown, ...rest } = remembered;
        await store.write(session, keyOf(page.definitions), { values: {}, session: rest }, undefined);
      }
      const visitorData = Object.keys(remembered).length > 0 ? await visitorDataOf(page, remembered, fetch) : undefined;
      // For the browser's scripts, should they run: what its session storage would hold had they run all along.
      const handedOver = browserSessionOf(remembered);
      return { status: handedOver ? { ...form, session: handedOver } : form, rendered: { ...form, token: TOKEN_PLACEHOLDER }, visitorData, notice };
    },

    /**
     * The browser's scripts took over what the visitor's server session held for the pages' forms (a page handed it
     * to them: src/state/adoptServerSession.ts), so it is forgotten here: a change the scripts make later (Switch
     * claim) is not undone by the next page painted from it. Sent by fetch with the MIRROR_HEADER, as JSON
     * `{ session: null }`.
     */
    async forget(request: FastifyRequest, page: FormPage): Promise<204 | 400> {
      if (!request.headers['content-type']?.startsWith('application/json') || (request.body as { session?: unknown } | undefined)?.session !== null) return 400;
      const known = sessionOf(request);
      if (known) await store.remove(known, keyOf(page.definitions));
      return 204;
    },

    /** A page's post: a form judged (or a widget's document downloaded); none when it names no form of the page. */
    async post(
      request: FastifyRequest,
      page: FormPage,
      parts: { content: Record<string, string>; validators: () => Promise<ValidatorRegistry>; fetch: typeof globalThis.fetch; pageAddress: string },
    ): Promise<PageFormAnswer> {
      const { fields, files, pendingFiles } = await readPostedForm(request);
      const known = sessionOf(request);
      const { definitions } = page;
      const download = downloadOf(page, fields);
      if (download) {
        const stored = await read(known, definitions);
        return downloadFile(download, definitions, stored?.session ?? {}, parts.fetch);
      }
      const form = formBlockOf(page.screen.page?.blocks, fields[FORM_FIELD] ?? '');
      if (!form) return { kind: 'none' };
      if (!csrfTokenHolds(keyring, known, fields[CSRF_FIELD]))
        return { kind: 'refused', form: form.id as string, values: {}, errors: [{ alias: definitions.layout?.text?.processingError ?? '' }], status: 403 };
      const stored = await read(known, definitions);
      manifests ??= manifestsByType();
      const outcome = await judgePageFormPost({ ...parts, definitions, form, posted: fields, files, pendingFiles, session: stored?.session ?? {}, manifests: await manifests });
      if (outcome.kind === 'refused') return { kind: 'refused', form: form.id as string, values: outcome.values, errors: outcome.errors, status: 200 };
      const kept = { ...outcome.session, ...(outcome.notice ? { [NOTICE_KEY]: outcome.notice } : {}) };
      await store.write(known!, keyOf(definitions), { values: {}, session: kept }, undefined);
      const route = outcome.redirect && [...definitions.pages, ...definitions.flows].find((candidate) => candidate.id === outcome.redirect)?.route;
      return { kind: 'redirect', location: route !== undefined ? `${page.sitePath}/${route}` : parts.pageAddress };
    },
  };

  /** The page's sources that read the visitor's session (not promotion data), answered with the server session's. */
  async function visitorDataOf(page: FormPage, session: Record<string, unknown>, fetch: typeof globalThis.fetch): Promise<Record<string, unknown> | undefined> {
    const names = [...page.screen.paintedSources].filter((name) => !SHARED_SOURCES.has(name) && Object.hasOwn(sources, name));
    if (names.length === 0) return undefined;
    const context = sourceContextOf(page.definitions, session, fetch);
    try {
      return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await sources[name](context)] as const)));
    } catch {
      // Not answered now: the page is painted as for any visitor (its layout).
      return undefined;
    }
  }

  async function downloadFile(asked: { source: string; params: Record<string, string>; fileName: string }, definitions: SiteDefinitions, session: Record<string, unknown>, fetch: typeof globalThis.fetch): Promise<PageFormAnswer> {
    const context = { ...sourceContextOf(definitions, session, fetch), params: asked.params };
    try {
      const file = await sources[asked.source](context);
      if (!(file instanceof Blob)) return { kind: 'none' };
      return { kind: 'file', type: file.type || 'application/octet-stream', name: asked.fileName, bytes: Buffer.from(await file.arrayBuffer()) };
    } catch {
      return { kind: 'none' };
    }
  }
}

/** A data source's context on the server: the visitor's server session, read only, and the API answered in process. */
function sourceContextOf(definitions: SiteDefinitions, session: Readonly<Record<string, unknown>>, fetch: typeof globalThis.fetch) {
  return { env: environmentFor(definitions), api: inProcessApi(definitions, fetch), session: { get: (key: string) => session[key], set: () => undefined }, values: {} };
}

export type PageForms = ReturnType<typeof createPageForms>;

/** The download a widget's button posted (`_download`: its source; the document's id under the source's parameter). */
function downloadOf(page: FormPage, fields: Readonly<Record<string, string | undefined>>): { source: string; params: Record<string, string>; fileName: string } | undefined {
  const source = fields._download;
  if (!source) return undefined;
  const block = blocksWithSource(page.screen.page?.blocks, source);
  if (!block) return undefined;
  const params = Object.fromEntries(Object.entries(fields).filter(([key, value]) => !key.startsWith('_') && typeof value === 'string')) as Record<string, string>;
  return { source, params, fileName: String((block.props as { fileName?: unknown } | undefined)?.fileName ?? 'document.pdf') };
}

function blocksWithSource(blocks: readonly Block[] | undefined, source: string): Block | undefined {
  for (const block of blocks ?? []) {
    if ((block.props as { source?: unknown } | undefined)?.source === source) return block;
    const inner = blocksWithSource(block.blocks, source);
    if (inner) return inner;
  }
  return undefined;
}

const hasFormBlock = (blocks: readonly Block[] | undefined): boolean => (blocks ?? []).some((block) => block.type === 'Form' || hasFormBlock(block.blocks));
