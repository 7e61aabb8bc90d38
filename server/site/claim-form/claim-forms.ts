import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-database';
import type { Keyring } from '../../encryption-keys';
import type { ClaimFormStatus } from '../../../core/engine/inlinedStatus';
import type { FieldError, FormValues, ValidatorRegistry } from '../../../core/engine/contract';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import type { Screen } from '../../../core/engine/screenOfPath';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { environmentFor } from '../../../core/engine/environment';
import { stepAccess, stepsOfFlow } from '../../../core/engine/flow/claimFlow';
import { storageKeys } from '../../../core/state/storageKeys';
import { manifestsByType } from '../../../core/node/manifests/loadManifests';
import { createClaimDrafts, type ServerDraft } from './claim-drafts';
import { CSRF_FIELD, csrfTokenHolds, csrfTokenOf, ensureSession, sessionOf } from './claim-form-session';
import { judgeStepPost } from './claim-step-post';
import { readPostedForm } from './posted-form';

/** A token in a rendering kept for every visitor (server/site/renderedScreens.ts), swapped for the visitor's own. */
export const TOKEN_PLACEHOLDER = 'claim-form-token';

/** What a claim step's page is painted with: the form's status for the page and for the (maybe kept) rendering. */
export interface ClaimFormPaint {
  /** The step the server's draft does not open: where the visitor goes instead (the flow's one guard). */
  redirect?: string;
  status: ClaimFormStatus;
  /** The rendering's: the token a placeholder, so a rendering without a draft is one for every visitor. */
  rendered: ClaimFormStatus;
}

/** A claim step's page, as the route knows it. */
export interface ClaimStepPage {
  definitions: SiteDefinitions;
  screen: Screen;
  sitePath: string;
  /** The browser holds a draft of its own (scripts ran): it, not the server's, is what the page shows. */
  browserDraft?: boolean;
}

export type PostAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'refused';
      status: 200 | 403;
      draft: ServerDraft;
      errors: FieldError[];
    };

export interface ClaimFormOptions {
  db: Db;
  keyring: Keyring;
  /** How long a draft nobody touches is kept (claim-drafts.ts). */
  idleMs?: number;
}

/**
 * Claim steps whose forms post to the server (without scripts, or before they ran): the form's token and the
 * server's draft on each step's page, and a step's post judged (claim-step-post.ts) and answered, by redirecting to
 * the next step or by the step again with its errors.
 */
export function createClaimForms({ db, keyring, idleMs }: ClaimFormOptions) {
  const drafts = createClaimDrafts(db, keyring, { idleMs });
  let manifests: Promise<Map<string, WidgetManifest>> | undefined;
  const draftKeyOf = ({ definitions, screen }: ClaimStepPage) => storageKeys.flowDraft(environmentFor(definitions).promotionId, screen.flow!.id, definitions.locale);

  return {
    /** The form of a claim step's page: its token (a new session's, when the browser has none) and the server's draft. */
    async paintOf(request: FastifyRequest, reply: FastifyReply, page: ClaimStepPage, given?: { draft: ServerDraft; errors: FieldError[] }): Promise<ClaimFormPaint> {
      const known = sessionOf(request);
      const session = ensureSession(request, reply);
      // The server's draft: what posted without scripts, and what scripts mirrored after each Continue (mirror below).
      const draft = given?.draft ?? (known ? await drafts.read(known, draftKeyOf(page)) : undefined);
      const form: ClaimFormStatus = { token: csrfTokenOf(keyring, session) };
      if (draft) form.draft = draft.values;
      if (draft?.found) form.found = draft.found;
      const confirmation = draft?.session[storageKeys.confirmation(environmentFor(page.definitions).promotionId, page.definitions.locale)];
      if (confirmation !== undefined) form.confirmation = confirmation;
      if (given?.errors.length) form.errors = given.errors;
      // A browser holding a draft of its own guards the step itself (its draft may be ahead of a mirror that failed).
      const redirect = draft && !given && !page.browserDraft ? guardOf(page, draft, confirmation !== undefined) : undefined;
      return {
        redirect,
        status: form,
        rendered: { ...form, token: TOKEN_PLACEHOLDER },
      };
    },

    /**
     * The browser's draft after a Continue with scripts (src/engine/flow/mirrorDraft.ts), kept as the server's (null:
     * the claim was sent, the draft goes): should a later step's scripts fail, its form posts on from there. Sent
     * by fetch with the MIRROR_HEADER (a form elsewhere cannot send it; fetch from another origin with it needs a
     * preflight the server never allows) and as JSON.
     */
    async mirror(request: FastifyRequest, reply: FastifyReply, page: ClaimStepPage): Promise<204 | 400> {
      const values = (request.body as { values?: unknown } | undefined)?.values;
      const isValues = values === null || (typeof values === 'object' && values !== null && !Array.isArray(values));
      if (!request.headers['content-type']?.startsWith('application/json') || !isValues) return 400;
      const session = ensureSession(request, reply);
      const key = draftKeyOf(page);
      if (values === null) await drafts.remove(session, key);
      else {
        const kept = await drafts.read(session, key);
        await drafts.write(session, key, { values: values as FormValues, session: kept?.session ?? {} }, environmentFor(page.definitions).promotionId);
      }
      return 204;
    },

    /** A claim step's post: judged, the draft kept, and where the visitor goes (or the step again, with why). */
    async post(
      request: FastifyRequest,
      page: ClaimStepPage,
      parts: {
        content: Record<string, string>;
        validators: () => Promise<ValidatorRegistry>;
        fetch: typeof fetch;
      },
    ): Promise<PostAnswer> {
      const { fields: posted, files, pendingFiles } = await readPostedForm(request);
      const session = sessionOf(request);
      const key = draftKeyOf(page);
      const draft = session ? await drafts.read(session, key) : undefined;
      if (!csrfTokenHolds(keyring, session, posted[CSRF_FIELD])) {
        // A post from elsewhere, or one whose session has gone: nothing is read or kept; the step shows again, saying so.
        return {
          kind: 'refused',
          status: 403,
          draft: draft ?? { values: {}, session: {} },
          errors: [{ alias: page.definitions.layout?.text?.processingError ?? '' }],
        };
      }
      manifests ??= manifestsByType();
      const outcome = await judgeStepPost({
        ...page,
        ...parts,
        posted,
        files,
        pendingFiles,
        draft,
        manifests: await manifests,
      });
      await drafts.write(session!, key, outcome.draft, environmentFor(page.definitions).promotionId);
      if (outcome.kind === 'refused')
        return {
          kind: 'refused',
          status: 200,
          draft: outcome.draft,
          errors: outcome.errors,
        };
      return { kind: 'redirect', location: outcome.location };
    },
  };
}

export type ClaimForms = ReturnType<typeof createClaimForms>;

/** Where the flow's one guard sends a visitor whose server draft does not open the step asked for (undefined: it does). */
function guardOf({ definitions, screen, sitePath }: ClaimStepPage, draft: ServerDraft, hasConfirmation: boolean): string | undefined {
  const flow = screen.flow!;
  const steps = stepsOfFlow(flow, definitions.steps, environmentFor(definitions));
  const index = steps.findIndex((step) => step.id === screen.step?.id);
  if (index === -1) return undefined;
  const access = stepAccess(steps, index, {
    unlockedSteps: Number(draft.values.unlockedSteps) || 0,
    hasConfirmation,
  });
  return access.allowed ? undefined : `${sitePath}/${flow.route}/${steps[access.redirectIndex].route}`;
}
