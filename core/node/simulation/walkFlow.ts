import type { ActionContext, Answer, AnswerMaker, Block, FieldError, FormValues, PendingFiles, SiteEnvironment } from '../../engine/contract';
import { conditionHolds } from '../../engine/conditions';
import { stepsOfFlow } from '../../engine/flow/claimFlow';
import { boundFieldsOf } from '../../engine/flow/stepNames';
import { getPath, setPath } from '../../engine/paths';
import { runActions } from '../../engine/runActions';
import type { Flow, Step } from '../../generated/definitions';
import { actions } from '../../actions/index';
import { sources } from '../../sources/index';
import { storageKeys } from '../../state/storageKeys';
import { toFieldErrors } from '../../validation/toFieldErrors';
import type { DryRunApi, RecordedCall } from '../../simulation/dryRunApi';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { brokenRules } from '../../simulation/invalidAnswers';
import { defaultMessages } from '../../validation/defaultMessages';
import type { WidgetManifest } from '../../manifests/manifest';
import type { SimulatedPackage } from './loadSimulatedPackage';
import type { Failure, JourneyPath } from '../../simulation/types';
import type { Coverage } from '../../simulation/coverage';

/** A safety net: a flow with more journeys than this is walked up to it (and says so). */
export const MAX_JOURNEYS_PER_WALK = 400;

export interface WalkContext {
  pkg: SimulatedPackage;
  flow: Flow;
  env: SiteEnvironment;
  dry: DryRunApi;
  /** Paths a condition, a guard, a setting or the submission looks at: answers there are walked apart. */
  watched: ReadonlySet<string>;
  /** The contract's check of the flow's request (`submission.request`), and the path of its operation. */
  request?: { path: string; problems: (body: unknown) => string[] };
  coverage: Coverage;
  /** Each widget's answers, from its manifest (answerMakersOf). */
  answerMakers: ReadonlyMap<string, AnswerMaker>;
  /** Each widget's manifest (its default validation messages). */
  manifests: ReadonlyMap<string, WidgetManifest>;
  failures: Failure[];
  random: () => number;
  /** Where the first complete journey of this walk leaves its answers as they stood at each step (a preview's jump). */
  samples?: Map<string, StepSample[]>;
}

/** The answers of a complete journey as they stood when it reached a step (its draft), and how far it was unlocked. */
export interface StepSample {
  step: string;
  unlockedSteps: number;
  values: FormValues;
}

interface JourneyState {
  index: number;
  values: FormValues;
  choices: string[];
  visited: string[];
  session: Map<string, unknown>;
  claimSent: boolean;
  /** Fields answered on this journey, and the requests sent. */
  asked: string[];
  sent: RecordedCall[];
  /** The fields an answer filled besides its own (an address lookup's address lines), by the answer's field. */
  fills: Readonly<Record<string, readonly string[]>>;
  /** The answer paths the requests sent carried (told by the actions that build them: the submission mapping). */
  carried: string[];
  /** The draft as it stood at each step reached. */
  drafts: StepSample[];
}

/** A block with the blocks it sits in (shown only when they are). */
interface PlacedBlock {
  block: Block;
  within: Block[];
  pointer: string;
}

/** Walks every journey of one flow under one locale and set of flags; failures and coverage go into `ctx`. */
export async function walkFlow(ctx: WalkContext): Promise<void> {
  const steps = stepsOfFlow(ctx.flow, ctx.pkg.definitions.steps as Step[], ctx.env);
  const values = structuredClone((ctx.flow.defaults ?? {}) as FormValues);
  const journey = (state: JourneyState): JourneyPath => ({ flow: ctx.flow.id, locale: ctx.env.locale, flags: { ...ctx.env.flags }, choices: [...state.choices], steps: [...state.visited] });
  const start: JourneyState = { index: 0, values, choices: [], visited: [], session: new Map(), claimSent: false, asked: [], sent: [], carried: [], fills: {}, drafts: [] };

  const guardProblem = await flowGuardProblem(ctx);
  if (guardProblem) {
    ctx.coverage.journeys++;
    ctx.failures.push({ kind: 'dead-end', journey: journey(start), message: guardProblem, file: ctx.pkg.files.get(ctx.flow) });
    return;
  }
  let walked = 0;

  const walkStep = async (state: JourneyState): Promise<void> => {
    if (walked >= MAX_JOURNEYS_PER_WALK) return;
    const step = steps[state.index];
    if (!step) return endJourney(state, state.claimSent ? undefined : 'the flow ends without sending its request');
    state = { ...state, drafts: [...state.drafts, { step: step.id, unlockedSteps: state.index, values: state.values }] };
    if (step.guard === 'confirmation' && !state.claimSent) return endJourney(state, `step "${step.id}" opens only once the request is sent, and it was not`);
    if (step.endsFlow) {
      const end = { ...state, visited: [...state.visited, step.id] };
      ctx.coverage.visit(step.id);
      checkAliases(ctx, step, placedBlocks(step), end.values, journey(end));
      return endJourney(end, undefined);
    }
    const here = { ...state, visited: [...state.visited, step.id] };
    ctx.coverage.visit(step.id);
    await fill(step, placedBlocks(step), 0, here, new Set());
  };

  const endJourney = async (state: JourneyState, problem: string | undefined, kind: Failure['kind'] = 'dead-end'): Promise<void> => {
    walked++;
    ctx.coverage.journeys++;
    if (problem) {
      ctx.failures.push({ kind, journey: journey(state), step: state.visited.at(-1), message: problem });
      return;
    }
    ctx.coverage.completed++;
    reportUnsentFields(ctx, state, journey(state));
    const sampleKey = `${ctx.flow.id}|${ctx.env.locale}|${JSON.stringify(ctx.env.flags)}`;
    if (ctx.samples && !ctx.samples.has(sampleKey)) ctx.samples.set(sampleKey, state.drafts);
  };

  /** Answers the shown fields from `from` on, in page order; a field whose answers lead different ways forks. */
  const fill = async (step: Step, blocks: PlacedBlock[], from: number, state: JourneyState, patched: Set<string>): Promise<void> => {
    for (let i = from; i < blocks.length; i++) {
      const placed = blocks[i];
      const { block } = placed;
      if (!block.name || !isShown(placed, ctx.env, state.values)) continue;
      if (patched.has(block.name) && !isEmpty(getPath(state.values, block.name))) continue;
      const maker = ctx.answerMakers.get(block.type);
      if (!maker) return endJourney(state, `the ${block.type} widget of "${block.name}" on step "${step.id}" has no answers.ts: the simulation cannot answer it`, 'no-answer');
      const pendingFiles = filesOf(state);
      const choices = await maker({
        name: block.name,
        props: (block.props ?? {}) as Record<string, unknown>,
        env: ctx.env,
        values: state.values,
        data: block.source ? await loadSource(ctx, block.source, state, step) : undefined,
        text: (slot) => textOf(ctx, block, slot),
        seed: ctx.pkg.seed,
        random: ctx.random,
        pendingFiles,
        fetchSource: (source, params) => sources[source]?.({ env: ctx.env, api: ctx.dry.api, session: sessionOf(state), values: state.values, params }) ?? Promise.reject(new Error(`no source ${source}`)),
      });
      if (!choices.answers.length) return endJourney(state, `no way forward from step "${step.id}": "${block.name}" (${block.type}) offers no answer on this path`);
      const misshapen = choices.answers.find((answer) => 'value' in answer && !valueFits(ctx, block.type, answer.value));
      if (misshapen) return endJourney(state, `the ${block.type} answers.ts gives "${block.name}" the value ${JSON.stringify(misshapen.value)}, which its manifest's \`value\` does not describe`, 'no-answer');
      const forks = choices.branches || ctx.watched.has(block.name) ? choices.answers : choices.answers.slice(0, 1);
      for (const answer of forks) {
        const next = withAnswer(state, block.name, answer, forks.length > 1);
        const nextPatched = new Set([...patched, ...Object.keys(answer.patch ?? {})]);
        await fill(step, blocks, i + 1, next, nextPatched);
      }
      return;
    }
    await finishStep(step, blocks, state);
  };

  const finishStep = async (step: Step, blocks: PlacedBlock[], state: JourneyState) => {
    for (const placed of blocks) if (placed.block.source && !placed.block.name && isShown(placed, ctx.env, state.values)) await loadSource(ctx, placed.block.source, state, step);
    checkAliases(ctx, step, blocks, state.values, journey(state));
    probeInvalidAnswers(ctx, step, state.values);
    let current = state.values;
    const session = sessionOf(state);
    const fields = blocks.filter((p) => p.block.name && isShown(p, ctx.env, current)).map((p) => ({ name: p.block.name!, labelAlias: p.block.text?.label ?? p.block.text?.legend }));
    ctx.dry.take();
    const carried: string[] = [];
    const actionContext: ActionContext = {
      get values() {
        return current;
      },
      patch(patch) {
        current = { ...current, ...patch };
      },
      env: ctx.env,
      api: ctx.dry.api,
      validate: async () => (step.validation ? toFieldErrors(ctx.pkg.validators[step.validation], current, defaultsOf(ctx, step)) : []),
      session,
      pendingFiles: filesOf(state),
      redirectTo: () => undefined,
      processingErrorAlias: ctx.pkg.definitions.layout?.text?.processingError ?? '',
      text: (alias) => ctx.pkg.content[ctx.env.locale][alias] ?? '',
      submission: ctx.flow.submission,
      fields,
      carried: (path) => carried.push(path),
    };
    const result = await runActions(step.actions ?? [], actions, actionContext, Boolean(step.validation));
    const calls = ctx.dry.take();
    ctx.coverage.requests += calls.length;
    fields.forEach((field) => ctx.coverage.field(field.name));
    const next: JourneyState = { ...state, values: current, sent: [...state.sent, ...calls], carried: [...state.carried, ...carried], asked: [...state.asked, ...asked(ctx, blocks, fields)] };
    checkRequests(ctx, calls, journey(next), step.id);
    if (!result.ok) {
      if (state.claimSent && calls.some((call) => call.status === 403 || call.status === 404)) {
        ctx.coverage.notProvable.add(`${step.id}: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')} needs the request of the journey stored; a dry run stores none`);
      } else {
        return endJourney(next, deadEndMessage(step, result.errors, calls, current, blocks, ctx));
      }
    }
    const sentNow = session.get(storageKeys.confirmation(ctx.env.promotionId, ctx.env.locale)) !== undefined;
    await walkStep({ ...next, index: state.index + 1, claimSent: state.claimSent || sentNow });
  };

  await walkStep(start);
  if (walked >= MAX_JOURNEYS_PER_WALK) ctx.coverage.notProvable.add(`${ctx.flow.id} (${ctx.env.locale}): more than ${MAX_JOURNEYS_PER_WALK} journeys; the first ${MAX_JOURNEYS_PER_WALK} were walked`);
}

const valueShapes = new Map<string, ValidateFunction>();
/** Whether an answer has the shape the widget's manifest says its value has (`value`; anything when it says none). */
function valueFits(ctx: WalkContext, type: string, value: unknown): boolean {
  const shape = ctx.manifests.get(type)?.value;
  if (shape === undefined) return true;
  let validate = valueShapes.get(type);
  if (!validate) valueShapes.set(type, (validate = new Ajv2020({ strict: false }).compile(shape as object)));
  return validate(value);
}

/** The messages the step's validation defaults to (its widgets', the layout's), as on the site. */
function defaultsOf(ctx: WalkContext, step: Step) {
  return defaultMessages(boundFieldsOf(step.blocks), (type) => ctx.manifests.get(type), ctx.pkg.definitions.layout?.text);
}

/** The flow's guard lets customers in: the date window the guard's source reports is OPEN (the engine's rule). */
async function flowGuardProblem(ctx: WalkContext): Promise<string | undefined> {
  const guard = ctx.flow.guard;
  if (!guard) return undefined;
  const source = sources[guard.params.status];
  if (!source) return `the flow's guard "${guard.name}" names the source "${guard.params.status}", which does not exist`;
  try {
    const status = await source({ env: ctx.env, api: ctx.dry.api, session: { get: () => undefined, set: () => undefined }, values: {} });
    ctx.coverage.requests += ctx.dry.take().length;
    return status === 'OPEN' ? undefined : `the flow's guard "${guard.name}" never lets anyone in: its source "${guard.params.status}" answers ${JSON.stringify(status)}, not "OPEN"`;
  } catch (error) {
    return `the flow's guard "${guard.name}" never lets anyone in: its source "${guard.params.status}" failed (${(error as Error).message})`;
  }
}

function placedBlocks(step: Step): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  const visit = (blocks: readonly Block[] | undefined, within: Block[], pointer: string) =>
    (blocks ?? []).forEach((block, index) => {
      out.push({ block, within, pointer: `${pointer}/${index}` });
      visit(block.blocks, [...within, block], `${pointer}/${index}/blocks`);
    });
  visit(step.blocks, [], '/blocks');
  return out;
}

const isShown = (placed: PlacedBlock, env: SiteEnvironment, values: FormValues) =>
  [...placed.within, placed.block].every((block) => conditionHolds(block.visibleWhen, env, values));

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function withAnswer(state: JourneyState, name: string, answer: Answer, fork: boolean): JourneyState {
  let values = 'value' in answer ? setPath(state.values, name, answer.value) : state.values;
  for (const [path, value] of Object.entries(answer.patch ?? {})) values = setPath(values, path, value);
  return {
    ...state,
    values,
    choices: fork ? [...state.choices, `${name}=${answer.label}`] : state.choices,
    fills: answer.patch ? { ...state.fills, [name]: Object.keys(answer.patch) } : state.fills,
    // Each fork keeps its own session and files: what one journey stored is not another's.
    session: new Map(state.session),
  };
}

const sessions = new WeakMap<JourneyState, ActionContext['session']>();
function sessionOf(state: JourneyState): ActionContext['session'] {
  let session = sessions.get(state);
  if (!session) sessions.set(state, (session = { get: (key) => state.session.get(key), set: (key, value) => void state.session.set(key, value) }));
  return session;
}

/** Files chosen on a journey live with the process: keys are unique, so forks may share them. */
const chosenFiles = new Map<string, File>();
let fileCount = 0;
function filesOf(_state: JourneyState): PendingFiles {
  return {
    add: (file) => {
      const key = `file-${++fileCount}`;
      chosenFiles.set(key, file);
      return key;
    },
    get: (key) => chosenFiles.get(key),
    remove: () => undefined,
  };
}

async function loadSource(ctx: WalkContext, name: string, state: JourneyState, step: Step): Promise<unknown> {
  const source = sources[name];
  try {
    if (!source) throw new Error('no such source');
    return await source({ env: ctx.env, api: ctx.dry.api, session: sessionOf(state), values: state.values });
  } catch (error) {
    ctx.failures.push({ kind: 'api-refused', step: step.id, message: `the source "${name}" failed on step "${step.id}": ${(error as Error).message}` });
    return undefined;
  } finally {
    ctx.coverage.requests += ctx.dry.take().length;
  }
}

function textOf(ctx: WalkContext, block: Block, slot: string): string {
  const alias = block.text?.[slot];
  return alias ? (ctx.pkg.content[ctx.env.locale][alias] ?? '') : '';
}

/** Every alias the step shows on this path (its title, wording, the flow's buttons, its shown blocks) has wording. */
function checkAliases(ctx: WalkContext, step: Step, blocks: PlacedBlock[], values: FormValues, journey: JourneyPath): void {
  const uses: Array<[string, string]> = [
    [step.title, '/title'],
    ...(step.description ? [[step.description, '/description'] as [string, string]] : []),
    ...Object.entries({ ...(ctx.flow.text ?? {}), ...(step.text ?? {}) }).map(([slot, alias]) => [alias, `/text/${slot}`] as [string, string]),
    ...blocks.filter((p) => isShown(p, ctx.env, values)).flatMap((p) => Object.entries(p.block.text ?? {}).map(([slot, alias]) => [alias, `${p.pointer}/text/${slot}`] as [string, string])),
  ];
  for (const [alias, pointer] of uses) {
    if (typeof alias !== 'string') continue;
    if (ctx.coverage.aliasChecked(ctx.env.locale, alias)) continue;
    const text = ctx.pkg.content[ctx.env.locale][alias];
    if (text === undefined || text.trim() === '')
      ctx.failures.push({
        kind: 'alias-missing',
        journey,
        step: step.id,
        file: `${ctx.pkg.files.get(step) ?? step.id}#${pointer}`,
        message: `"${alias}" is ${text === undefined ? 'missing' : 'empty'} in ${ctx.env.locale} (content/${ctx.env.locale}.json), shown on step "${step.id}"`,
      });
  }
}

/** One invalid answer per rule of the step's validation: each refused with a message that exists in every locale. */
function probeInvalidAnswers(ctx: WalkContext, step: Step, values: FormValues): void {
  if (!step.validation || !ctx.coverage.firstProbe(`${step.validation}|${ctx.env.locale}|${JSON.stringify(ctx.env.flags)}`)) return;
  const validator = ctx.pkg.validators[step.validation];
  for (const broken of brokenRules(ctx.pkg.schemas[step.validation], values)) {
    ctx.coverage.invalidTried++;
    const errors = toFieldErrors(validator, broken.values, defaultsOf(ctx, step)).filter((e) => e.path === broken.path || e.path?.startsWith(`${broken.path}.`) || broken.path.startsWith(`${e.path}.`));
    if (!errors.length) {
      ctx.coverage.invalidNotRefused++;
      continue;
    }
    for (const error of errors)
      for (const locale of ctx.pkg.locales) {
        const text = ctx.pkg.content[locale][error.alias];
        if ((text === undefined || text.trim() === '') && ctx.coverage.firstProbe(`${locale}|${error.alias}`))
          ctx.failures.push({
            kind: 'error-without-message',
            step: step.id,
            message: `an answer breaking "${broken.keyword}" of "${broken.path}" gets the error "${error.alias}", which is ${text === undefined ? 'missing' : 'empty'} in ${locale}`,
          });
      }
  }
}

/** The flow's request, as sent on this path, holds every field the contract requires; the API accepted it. */
function checkRequests(ctx: WalkContext, calls: RecordedCall[], journey: JourneyPath, stepId: string): void {
  for (const call of calls) {
    if (call.body) ctx.coverage.productsIn(parsedBody(call.body));
    if (ctx.request && call.path === ctx.request.path) {
      let body: unknown;
      try {
        body = JSON.parse(call.body);
      } catch {
        body = undefined;
      }
      for (const problem of ctx.request.problems(body))
        ctx.failures.push({ kind: 'request-field-missing', journey, step: stepId, message: `${call.method} ${call.path}: ${problem}` });
    }
  }
}

function deadEndMessage(step: Step, errors: FieldError[], calls: RecordedCall[], values: FormValues, blocks: PlacedBlock[], ctx: WalkContext): string {
  const shown = new Set(blocks.filter((p) => p.block.name && isShown(p, ctx.env, values)).map((p) => p.block.name!));
  const refused = calls.filter((call) => call.status >= 400).map((call) => `${call.method} ${call.path} answered ${call.status} ${call.answer ?? ''}`.trim());
  const described = errors.map((error) => {
    const field = error.path ? ` at "${error.path}"${[...shown].some((name) => error.path === name || error.path!.startsWith(`${name}.`)) ? '' : ' (a field not shown on this path)'}` : '';
    return `${error.alias}${field}`;
  });
  return `no way forward from step "${step.id}": ${[...described, ...refused].join('; ') || 'its actions failed'}`;
}

/**
 * Fields asked on this journey whose answers no request carried, by path: the submission mapping (or another action
 * that sends answers) told which answers went into its request. The flow's `collectedOnly` are kept on purpose.
 */
function reportUnsentFields(ctx: WalkContext, state: JourneyState, journey: JourneyPath): void {
  const keep = new Set((ctx.flow as { collectedOnly?: string[] }).collectedOnly ?? []);
  const carried = (name: string) => state.carried.some((path) => path === name || path.startsWith(`${name}.`) || name.startsWith(`${path}.`));
  for (const name of new Set(state.asked)) {
    if (keep.has(name) || ctx.coverage.sentAlready(name)) continue;
    // An answer that filled other fields (a search filling the address lines) is sent as those.
    if (carried(name) || (state.fills[name] ?? []).some(carried)) ctx.coverage.markSent(name);
    else ctx.coverage.unsent(name, journey);
  }
}

/** The fields of a step the customer answers: those whose widget asks (not a value taken from the locale). */
function asked(ctx: WalkContext, blocks: PlacedBlock[], fields: ReadonlyArray<{ name: string }>): string[] {
  const silent = new Set(blocks.filter((placed) => placed.block.name && ctx.manifests.get(placed.block.type)?.asks === false).map((placed) => placed.block.name));
  return fields.map((field) => field.name).filter((name) => !silent.has(name));
}

/** A request's JSON body, or undefined (a file upload, a body that is not JSON). */
function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
