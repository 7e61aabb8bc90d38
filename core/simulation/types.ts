/** Where a journey went: what a manager reads to find it again on the site. */
export interface JourneyPath {
  flow: string;
  locale: string;
  /** The flags of this journey (the package's, with its switchable flags set for this journey). */
  flags: Record<string, boolean>;
  /** The answers that chose the way ("claimType=BUSINESS", "items=2 items", "rewardMethod=paypal"). */
  choices: string[];
  /** Step ids in the order visited. */
  steps: string[];
}

export type FailureKind =
  /** No way forward: the step's actions refused every answer the simulation could give, or a guard never lets in. */
  | 'dead-end'
  /** A step of the flow that no journey reached. */
  | 'unreachable-step'
  /** The request built on this path lacks a field the contract requires. */
  | 'request-field-missing'
  /** A field asked on this path whose answer no request sent. */
  | 'field-not-sent'
  /** The API refused a dry-run request of this path. */
  | 'api-refused'
  /** A wording alias shown on this path is missing or empty in the journey's locale. */
  | 'alias-missing'
  /** An invalid answer gets an error whose message is missing or empty in a locale. */
  | 'error-without-message'
  /** A widget binds a value the simulation cannot answer (no answers.ts in its folder). */
  | 'no-answer'
  /** Posted as a browser without scripts posts it, the server's form did not go on to the journey's next step. */
  | 'server-form-refused';

export interface Failure {
  kind: FailureKind;
  message: string;
  /** The journey it happened on (absent for what no single journey shows: an unreachable step). */
  journey?: JourneyPath;
  step?: string;
  /** The definition file concerned, with a JSON pointer when known. */
  file?: string;
}

export interface SimulationSummary {
  code: string;
  journeys: number;
  /** Journeys that reached the confirmation with their claim accepted in dry run. */
  completed: number;
  /** Steps visited at least once / steps of the flows. */
  steps: { covered: number; total: number };
  /** Distinct fields answered. */
  fields: number;
  /** Distinct aliases shown and found, over all locales. */
  aliases: number;
  /** Invalid answers tried (one per validation rule, field and locale) and those the rules did not refuse. */
  invalidAnswers: { tried: number; notRefused: number };
  /** Requests sent in dry run. */
  requests: number;
  /** The products (ids) the journeys' requests named. */
  productsWalked: string[];
  /** What a dry run cannot prove (a call after the claim that needs the claim stored). */
  notProvable: string[];
  /** The server-side path: journeys walked again as a browser without scripts posts them, and those sent to the end. */
  serverForms?: { walked: number; completed: number };
  durationMs: number;
}

export interface SimulationReport {
  summary: SimulationSummary;
  failures: Failure[];
  /** With `samples`: per "flow|locale|flags", the first complete journey's draft at each step it reached. */
  samples?: Record<string, Array<{ step: string; unlockedSteps: number; values: Record<string, unknown> }>>;
}
