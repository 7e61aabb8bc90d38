/**
 * The framework-free half of the plug-in contract (src/engine/contract.ts adds the React half, widgets' props, and
 * re-exports this): what actions, data sources, validators and answer makers see. Here so that the journey walker
 * and the server run them without the site's code.
 */
import type { Block, Submission } from '../generated/definitions';
import type { PromotionApi } from '../api/promotionApi';

/** A widget's props type, derived from the schema in its manifest: `WidgetProps<PropsOf<typeof manifest>>`. */
export type { PropsOf, WidgetManifest } from '../manifests/manifest';

export type Locale = string;

/** A form value map (the claim draft, or a page form such as the tracker). */
export type FormValues = Record<string, unknown>;

/** An error to show: at a field (path like "items.0.productImei") and/or in the summary. */
export interface FieldError {
  /** Dotted path of the field in the form values; absent for summary-only errors. */
  path?: string;
  /** Content alias of the message. */
  alias: string;
}

/** Locale facts and promotion settings a widget may read; never engine internals. */
export interface SiteEnvironment {
  locale: Locale;
  country: string;
  /** The country's name in the locale's language, when the page says (Intl.DisplayNames is slow the first time). */
  countryName?: string;
  currency: string;
  dateFormat: 'DMY' | 'YMD' | 'MDY';
  /** IANA time zone of the locale's calendar, e.g. Europe/Berlin. */
  timezone: string;
  promotionId: string;
  /** Latest accepted purchase date, yyyy-MM-dd. */
  maxDate?: string;
  flags: Readonly<Record<string, boolean>>;
  /**
   * The package's own settings (promotion.json `settings`, single keys overridden by the locale's `settings`): read
   * by the widgets, sources and submission mappings that name them; the engine reads none.
   */
  settings: Readonly<Record<string, unknown>>;
  /** Where this locale's site lives (promotion.json locales.<tag>.sitePath). */
  sitePath: string;
  /** Where the package's images are served: <basePath>/images. */
  imagesPath: string;
  /** Every served locale and its site path, for the country selector. */
  sites: ReadonlyArray<{ locale: Locale; country: string; sitePath: string }>;
}

/** Files chosen in the browser, kept in memory by key until an action uploads them. */
export interface PendingFiles {
  add(file: File): string;
  get(key: string): File | undefined;
  remove(key: string): void;
}

/** Everything an action may use. Actions never touch React or the DOM. */
export interface ActionContext {
  values: Readonly<FormValues>;
  /** Merge a patch into the form values (kept even when the action fails). */
  patch: (patch: FormValues) => void;
  env: SiteEnvironment;
  /** Typed client for the promotion API. */
  api: PromotionApi;
  /** Validation of the form values with the form's validation schema; [] when valid. */
  validate: () => Promise<FieldError[]>;
  /** Remember something for later screens (session storage), e.g. the tracked claim. */
  session: { get(key: string): unknown; set(key: string, value: unknown): void };
  pendingFiles: PendingFiles;
  /** Where to go after success instead of the next step (page id), set by actions like trackClaim. */
  redirectTo: (pageId: string) => void;
  /** The alias of the message for a request that could not be processed (layout.json text.processingError). */
  processingErrorAlias: string;
  /** Wording by alias in the visitor's locale (prompts sent with survey answers and preferences). */
  text: (alias: string) => string;
  /** The flow's submission mapping (flows/<id>.json `submission`), for the action that sends the finished draft. */
  submission?: Submission;
  /** The fields the form's blocks bind, in order, with the alias of their label (survey prompts). */
  fields: ReadonlyArray<{ name: string; labelAlias?: string }>;
  /**
   * The visitor's id (src/app/visitor.ts, in local storage), sent with the claim: the site reads it when asked; the
   * journey simulation has no visitor.
   */
  visitorId?: () => string | undefined;
  /** Counts a claim submitted on this step (the studio's results; nothing about the claim is sent). */
  countSubmitted?: () => void;
  /**
   * Told the path of each answer a request carries (`survey.brandPreviousPhone`): the journey simulation's exact
   * count of what is sent, by path. Absent on the site.
   */
  carried?: (path: string) => void;
}

export type ActionResult = { ok: true } | { ok: false; errors: FieldError[] };
export type Action = (ctx: ActionContext) => Promise<ActionResult> | ActionResult;
export type ActionRegistry = Readonly<Record<string, Action>>;

/** A named data source: loads what a widget shows (products, resellers, the tracked claim …), once per page visit. */
export interface DataSourceContext {
  env: SiteEnvironment;
  api: ActionContext['api'];
  session: ActionContext['session'];
  /** Values of the form the block sits in when the source loads (e.g. the first item's product). */
  values: Readonly<FormValues>;
  /** Parameters of an on-demand call (WidgetProps.fetchSource), e.g. { query }. */
  params?: Readonly<Record<string, unknown>>;
}
export type DataSource = (ctx: DataSourceContext) => Promise<unknown>;
export type DataSourceRegistry = Readonly<Record<string, DataSource>>;

/** A compiled validation schema (ajv standalone) and the message aliases of its fields. */
export interface CompiledValidator {
  validate: ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };
  /** Field path with * for array indices → keyword → alias. */
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, any>;
}
export type ValidatorRegistry = Readonly<Record<string, CompiledValidator>>;

export type { Block, Submission };

/**
 * What the journey simulation (`npm run simulate`, core/simulation) gives a widget's answer maker
 * (src/widgets/<Type>/answers.ts): the block as a customer would meet it, in one journey's locale and flags.
 */
export interface AnswerContext<P = Record<string, unknown>, D = unknown> {
  /** The form value path the block is bound to. */
  name: string;
  props: P;
  env: SiteEnvironment;
  /** The answers so far in this journey. */
  values: Readonly<FormValues>;
  /** The block's named source, loaded as on the site (from the real server). */
  data: D | undefined;
  /** Wording slot of the block in the journey's locale. */
  text: (slot: string) => string;
  /** The package's seed data (catalogue.json: products with TACs, demo addresses …). */
  seed: Readonly<Record<string, unknown>>;
  /** Seeded: the same journeys give the same answers. */
  random: () => number;
  /** Where a file answer's File goes (its value names it by key, as the widget does). */
  pendingFiles: PendingFiles;
  /** A named data source called on demand, as the widget calls it (an address search). */
  fetchSource: (source: string, params: Readonly<Record<string, unknown>>) => Promise<unknown>;
}

/** One valid answer: the field's value, and/or values the widget fills elsewhere (an address lookup). */
export interface Answer {
  /** Short, for reports: "BUSINESS", "2 items", "bank DE". */
  label: string;
  value?: unknown;
  patch?: FormValues;
}

export interface AnswerChoices {
  /** Every valid answer worth a journey of its own; the first is the usual one. [] when none can be given. */
  answers: Answer[];
  /**
   * True when each answer asks for different things later (the number of items, the bank's country), so every one
   * is walked; otherwise only answers that a condition, a guard or a setting looks at are walked apart.
   */
  branches?: boolean;
}

export type AnswerMaker<P = any, D = any> = (ctx: AnswerContext<P, D>) => AnswerChoices | Promise<AnswerChoices>;
