import type { ActionContext, Block, DataSourceContext, FieldError, FormValues, PendingFiles, ValidatorRegistry } from '../../../core/engine/contract';
import type { FoundByServer } from '../../../core/engine/inlinedStatus';
import { sources } from '../../../core/sources/index';
import { findAskedOf, foundOf, pickAskedOf, pickedLookup, shownBlocksOf, type LookupProps } from '../../../core/engine/flow/postedLookup';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';
import type { Screen } from '../../../core/engine/screenOfPath';
import type { WidgetManifest } from '../../../core/manifests/manifest';
import { environmentFor } from '../../../core/engine/environment';
import { stepAccess, stepsOfFlow } from '../../../core/engine/flow/claimFlow';
import { fieldsOf } from '../../../core/engine/flow/stepNames';
import { confirmAnswers } from '../../../core/engine/flow/confirmAnswers';
import { nextStepIndex } from '../../../core/engine/flow/nextStepIndex';
import { flowDefaults } from '../../../core/engine/flow/flowDefaults';
import { applyRowAction, choiceAskedOf, postedAnswers, revealAskedOf, rowActionOf, type PostedFields, type PostedFile } from '../../../core/engine/flow/postedAnswers';
import { randomUUID } from 'node:crypto';
import { getPath, setPath } from '../../../core/engine/paths';
import { storageKeys } from '../../../core/state/storageKeys';
import type { ServerDraft } from './claim-drafts';
import { inProcessApi, runServerActions } from '../server-actions';

/** What a claim step's post is judged with: the locale's whole definitions and wording, and the server's parts. */
export interface StepPost {
  definitions: SiteDefinitions;
  content: Readonly<Record<string, string>>;
  screen: Screen;
  /** The locale's site path (e.g. '/ie/claim'); the answer's addresses are below it. */
  sitePath: string;
  posted: PostedFields;
  /** The files chosen in the post, by field (their bytes in `pendingFiles`). */
  files?: Readonly<Record<string, readonly PostedFile[]>>;
  /** The server's draft of this flow (a new one: the flow's defaults). */
  draft: ServerDraft | undefined;
  validators: () => Promise<ValidatorRegistry>;
  manifests: ReadonlyMap<string, WidgetManifest>;
  /** Answers the promotion API's calls in the server's own process, as the browser's would be. */
  fetch: typeof fetch;
  pendingFiles?: PendingFiles;
}

export type StepOutcome =
  /** Where the visitor goes next (the next step the flow allows, a page an action names), with the draft to keep. */
  | { kind: 'redirect'; location: string; draft: ServerDraft; sent: boolean }
  /** The step again, with what was entered and why it was refused. */
  | { kind: 'refused'; draft: ServerDraft; errors: FieldError[] };

const noFiles: PendingFiles = {
  add: () => '',
  get: () => undefined,
  remove: () => undefined,
};

/**
 * A claim step posted without scripts, judged as the browser judges its Continue (src/engine/flow/StepView.tsx):
 * the one guard of the flow, the posted answers read into the draft as the widgets store them, the step's actions
 * with its validation (the same compiled schemas the browser loads, the same core actions and API), and on success
 * the same bookkeeping (confirmAnswers, nextStepIndex) and the next step.
 */
export async function judgeStepPost(post: StepPost): Promise<StepOutcome> {
  const { definitions, screen, sitePath } = post;
  const flow = screen.flow!;
  const env = environmentFor(definitions);
  const steps = stepsOfFlow(flow, definitions.steps, env);
  const index = steps.findIndex((candidate) => candidate.id === screen.step?.id);
  const defaults = flowDefaults(flow);
  const session = { ...(post.draft?.session ?? {}) };
  let values: FormValues = { ...defaults, ...post.draft?.values };
  const stepPath = (at: number) => `${sitePath}/${flow.route}/${steps[at].route}`;
  const access = stepAccess(steps, index, {
    unlockedSteps: Number(values.unlockedSteps) || 0,
    // A claim this session sent opens the steps after it (the survey), as the browser's confirmation does.
    hasConfirmation: session[storageKeys.confirmation(env.promotionId, definitions.locale)] !== undefined,
  });
  if (index === -1 || !access.allowed)
    return {
      kind: 'redirect',
      location: stepPath(index === -1 ? 0 : access.allowed ? 0 : access.redirectIndex),
      draft: { values, session },
      sent: false,
    };
  const step = steps[index];
  values = postedAnswers(step.blocks, post.posted, values, env, (type) => post.manifests.get(type), post.files);
  const api = inProcessApi(definitions, post.fetch);
  const sessionStore: ActionContext['session'] = {
    get: (key) => session[key],
    set: (key, value) => void (session[key] = value),
  };
  // A lookup's result chosen (its Use button, or Continue with one chosen) fills its fields; its Find button asks its
  // source and shows the step again with what was found. Any other post leaves the results behind.
  const lookups = shownBlocksOf(step.blocks, env, values).filter((block) => post.manifests.get(block.type)?.noScript === 'lookup');
  for (const block of lookups) values = pickedLookup(block, post.draft?.found?.[block.name!], post.posted, values) ?? values;
  const find = lookups.find((block) => block.name === findAskedOf(post.posted));
  if (find || pickAskedOf(post.posted)) {
    const found = find && { [find.name!]: await lookUp(find, { env, api, session: sessionStore, values }) };
    return { kind: 'redirect', location: stepPath(index), draft: { values: { ...values, activeStep: step.id }, session, ...(found && { found }) }, sent: false };
  }
  // A row added or removed: the step again, with it done (no fragment: the browser would keep it on every later
  // address of the step, and a page opened at a fragment focuses no error summary).
  const choice = choiceAskedOf(post.posted);
  if (choice) return { kind: 'redirect', location: stepPath(index), draft: { values: { ...setPath(values, choice.name, choice.value), activeStep: step.id }, session }, sent: false };
  const reveal = revealAskedOf(post.posted);
  if (reveal)
    return {
      kind: 'redirect',
      location: `${stepPath(index)}?enter=${encodeURIComponent(reveal)}`,
      draft: { values: { ...values, activeStep: step.id }, session },
      sent: false,
    };
  const rowAction = rowActionOf(post.posted);
  if (rowAction) {
    const done = applyRowAction(rowAction, values, defaults, randomUUID);
    return {
      kind: 'redirect',
      location: stepPath(index),
      draft: { values: { ...done.values, activeStep: step.id }, session },
      sent: false,
    };
  }

  if (post.posted.action === 'skip' && step.controls === 'continueAndSkip') {
    // Skip, as the browser's button: on to the next step, unanswered (a step that ends the claim starts the flow afresh).
    const next = steps[index + 1];
    return {
      kind: 'redirect',
      location: next ? stepPath(index + 1) : sitePath,
      draft: step.resetsDraft ? { values: { ...defaults }, session } : { values: { ...values, activeStep: next?.id ?? step.id }, session },
      sent: false,
    };
  }

  const { result, values: current, redirect } = await runServerActions({
    definitions,
    content: post.content,
    blocks: step.blocks,
    validation: step.validation,
    actions: step.actions ?? [],
    values,
    session,
    validators: post.validators,
    manifests: post.manifests,
    fetch: post.fetch,
    pendingFiles: post.pendingFiles ?? noFiles,
    fields: fieldsOf(step),
    submission: flow.submission,
  });
  if (!result.ok)
    return {
      kind: 'refused',
      draft: { values: { ...current, activeStep: step.id }, session },
      errors: result.errors,
    };

  const sent = step.resetsDraft === true;
  if (sent) {
    // The claim is sent: its answers go (the flow starts afresh), what the confirmation shows stays (the session's).
    const next = steps[index + 1];
    return {
      kind: 'redirect',
      location: next ? stepPath(index + 1) : sitePath,
      draft: { values: { ...defaults }, session },
      sent,
    };
  }
  const confirmed = confirmAnswers(current, steps, index, defaults);
  const next = nextStepIndex(steps, index, confirmed);
  if (next.clearsReturn) confirmed.returnTo = null;
  const target = redirect ? `${sitePath}/${routeOfPage(definitions, redirect) ?? ''}` : next.index !== undefined ? stepPath(next.index) : stepPath(index);
  return {
    kind: 'redirect',
    location: target,
    draft: {
      values: { ...confirmed, activeStep: steps[next.index ?? index].id },
      session,
    },
    sent,
  };
}

/** What a lookup's source finds for the text typed in it ('failed' when it cannot answer: the widget says so). */
async function lookUp(block: Block, context: Omit<DataSourceContext, 'params'>): Promise<FoundByServer> {
  const source = sources[(block.props as unknown as LookupProps).source];
  try {
    return foundOf(await source({ ...context, params: { query: getPath(context.values, block.name!) } }));
  } catch {
    return 'failed';
  }
}

function routeOfPage(definitions: SiteDefinitions, pageId: string): string | undefined {
  return [...definitions.pages, ...definitions.flows].find((candidate) => candidate.id === pageId)?.route;
}
