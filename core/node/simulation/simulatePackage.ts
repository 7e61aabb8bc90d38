import type { Flow, Step } from '../../generated/definitions';
import { environmentFor } from '../../engine/environment';
import { formatDefinitionError } from '../definitions/index';
import { answerMakersOf } from './answerMakers';
import { manifestsByType } from '../manifests/loadManifests';
import { contractRequest } from './contractRequest';
import { Coverage } from '../../simulation/coverage';
import { dryRunApi, type DryRunAnswers } from '../../simulation/dryRunApi';
import { loadSimulatedPackage, type SimulatedPackage } from './loadSimulatedPackage';
import type { PromotionPackage } from '../package/promotionPackage';
import { repeatableRequests } from './repeatableRequests';
import type { Failure, SimulationReport } from '../../simulation/types';
import { walkFlow, type StepSample } from './walkFlow';
import { walkServerForms } from './walkServerForms';

export interface SimulateOptions {
  /** The real server (its root URL) whose package API gets the dry runs. */
  serverUrl: string;
  /** Seed of the answers (IMEIs, serial numbers …): the same seed, the same journeys. Default 1. */
  seed?: number;
  /** Keep the first complete journey's draft at each step, per flow, locale and flags (`samples` of the report). */
  samples?: boolean;
  /** Where the widgets' folders are (their manifests name their answers). Default src/widgets. */
  widgetsDir?: string;
  /**
   * Walk each locale's first complete journey again through the server's forms, as a browser without scripts
   * (walkServerForms.ts): the claims are really sent, so only on a server of the simulation's own.
   */
  serverForms?: boolean;
}

/**
 * Walks every journey of every flow of a package (every combination of its switchable flags, every locale, every
 * answer that changes the way) with the engine's own navigation, conditions, validation, actions and submission
 * mapping, each request sent to the real server in dry run; reports what a customer would hit.
 */
export async function simulatePackage(source: string | PromotionPackage, options: SimulateOptions): Promise<SimulationReport> {
  const started = performance.now();
  const loaded = await loadSimulatedPackage(source);
  if (!loaded.ok) {
    const failures: Failure[] = loaded.errors.map((error) => ({ kind: 'dead-end', message: `the package does not load: ${formatDefinitionError(error)}` }));
    return { summary: emptySummary(typeof source === 'string' ? source : source.code, performance.now() - started), failures };
  }
  const { pkg } = loaded;
  const coverage = new Coverage();
  const failures: Failure[] = [];
  const random = seededRandom(options.seed ?? 1);
  const samples = options.samples || options.serverForms ? new Map<string, StepSample[]>() : undefined;
  const answerMakers = await answerMakersOf(options.widgetsDir);
  const manifests = await manifestsByType(options.widgetsDir);
  const answers: DryRunAnswers = { isRepeatable: repeatableRequests(), byRequest: new Map() };
  for (const flow of pkg.definitions.flows as Flow[]) {
    const watched = watchedPaths(flow, pkg.definitions.steps as Step[]);
    const request = flow.submission ? contractRequest(flow.submission.request) : undefined;
    for (const flags of flagVariants(pkg))
      for (const locale of pkg.locales) {
        const env = environmentFor({ promotion: { ...pkg.definitions.promotion, flags }, locale, pages: [], flows: [], steps: [] });
        await walkFlow({ pkg, flow, env, dry: dryRunApi(options.serverUrl, pkg.addresses.apiBase, answers), watched, request, coverage, answerMakers, manifests, failures, random, samples });
      }
    for (const id of flow.steps)
      if (!coverage.visitedSteps.has(id)) {
        const step = (pkg.definitions.steps as Step[]).find((s) => s.id === id);
        failures.push({ kind: 'unreachable-step', step: id, file: step ? pkg.files.get(step) : pkg.files.get(flow), message: `step "${id}" of flow "${flow.id}" is reached by no journey (every locale, every switchable flag, every answer)` });
      }
  }
  failures.push(...coverage.unsentFailures());
  const serverForms = options.serverForms && samples ? await walkServerForms(pkg, Object.fromEntries(samples), options.serverUrl, manifests) : undefined;
  if (serverForms) failures.push(...serverForms.failures);
  const total = new Set((pkg.definitions.flows as Flow[]).flatMap((flow) => flow.steps)).size;
  return {
    failures,
    ...(samples && options.samples ? { samples: Object.fromEntries(samples) } : {}),
    summary: {
      code: pkg.code,
      journeys: coverage.journeys,
      completed: coverage.completed,
      steps: { covered: coverage.visitedSteps.size, total },
      fields: coverage.fieldCount,
      aliases: coverage.aliasCount,
      invalidAnswers: { tried: coverage.invalidTried, notRefused: coverage.invalidNotRefused },
      requests: coverage.requests,
      productsWalked: [...coverage.productsWalked].sort(),
      notProvable: [...coverage.notProvable],
      ...(serverForms && { serverForms: { walked: serverForms.walked, completed: serverForms.completed } }),
      durationMs: Math.round(performance.now() - started),
    },
  };
}

/** The package's flags, with every combination of its switchableFlags. */
export function flagVariants(pkg: Pick<SimulatedPackage, 'definitions'>): Array<Record<string, boolean>> {
  const { flags, switchableFlags = [] } = pkg.definitions.promotion;
  let variants: Array<Record<string, boolean>> = [{ ...flags }];
  for (const flag of switchableFlags) variants = variants.flatMap((variant) => [{ ...variant, [flag]: true }, { ...variant, [flag]: false }]);
  return variants;
}

/**
 * Answers something looks at, so each of their answers is walked: a condition's `values` (of a step, a block or
 * the submission), a setting's `by`, a submission's `switch`, `notEmpty` and `answerIn.answer`.
 */
export function watchedPaths(flow: Flow, steps: readonly Step[]): Set<string> {
  const watched = new Set<string>();
  const walk = (node: unknown, key?: string) => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child));
    if (!node || typeof node !== 'object') return;
    for (const [name, value] of Object.entries(node)) {
      if (name === 'values' && (key === 'visibleWhen' || key === 'when') && value && typeof value === 'object') Object.keys(value).forEach((path) => watched.add(path));
      if ((name === 'by' || name === 'switch' || name === 'notEmpty') && typeof value === 'string') watched.add(value);
      if (name === 'answerIn' && typeof (value as { answer?: unknown })?.answer === 'string') watched.add((value as { answer: string }).answer);
      walk(value, name);
    }
  };
  const own = new Set(flow.steps);
  walk(flow);
  steps.filter((step) => own.has(step.id)).forEach((step) => walk(step));
  return watched;
}

/** mulberry32: small, seeded, good enough to vary IMEIs and serial numbers reproducibly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function emptySummary(code: string, durationMs: number): SimulationReport['summary'] {
  return { code, journeys: 0, completed: 0, steps: { covered: 0, total: 0 }, fields: 0, aliases: 0, invalidAnswers: { tried: 0, notRefused: 0 }, requests: 0, productsWalked: [], notProvable: [], durationMs: Math.round(durationMs) };
}
