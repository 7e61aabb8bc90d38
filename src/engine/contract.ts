/**
 * The only engine module that widgets, actions and data sources may import.
 * Everything a plug-in sees goes through these narrow types.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Block, Submission } from '../../core/generated/definitions';
import type { WidgetManifest } from '../../core/manifests/manifest';
import type { SiteLinkProps } from './navigation/SiteLink';

export type { SiteLinkProps };

/** A widget's props type, derived from the schema in its manifest: `WidgetProps<PropsOf<typeof manifest>>`. */
export type { PropsOf, WidgetManifest } from '../../core/manifests/manifest';

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

/** Wording by alias. text() returns plain text; html() returns sanitised markup. */
export interface ContentLookup {
  text(alias: string | undefined, params?: Record<string, string | number>): string;
  html(alias: string | undefined): ReactNode;
  /**
   * Resolves once text() and html() of these aliases render without waiting (the sanitiser downloaded when one has
   * markup, the ICU formatter when one has plurals, selects, numbers or dates).
   */
  ready?(aliases: Iterable<string>): Promise<void>;
  /** What rendering these aliases must wait for, as React's use() reads it; undefined when nothing. */
  pending?(aliases: Iterable<string>): Promise<void> | undefined;
  /**
   * Resolves once every alias of the locale is here: a page may carry only its first screen's wording; the rest is
   * asked for on the first call (the same promise every time, settled as React's use() reads it).
   */
  complete?(): Promise<void>;
  /** Whether every alias is here (or its request is over). */
  readonly completed?: boolean;
}

export interface WidgetProps<P = Record<string, unknown>, D = unknown> {
  /** The form value path the block is bound to ("items"), undefined for content blocks. */
  name: string | undefined;
  /** DOM id of the widget's main input; error summary links point here. */
  id: string;
  /** DOM id for a sub-field, e.g. fieldId("items.0.productImei"). */
  fieldId: (path: string) => string;
  /** The widget's own definition settings. */
  props: P;
  /** Wording slot of this block (block.text[slot]) in the current locale. */
  text: (slot: string, params?: Record<string, string | number>) => string;
  /** Wording slot rendered as sanitised HTML. */
  html: (slot: string) => ReactNode;
  content: ContentLookup;
  /** Bound value (form values[name]) and its setter; undefined when the block has no name. */
  value: unknown;
  onChange: (value: unknown) => void;
  /**
   * Merge values into the form at their paths, for a widget that fills several fields at once (an address
   * lookup filling address1 … postCode). The paths come from the widget's definition props, never hard-coded.
   */
  patchValues: (patch: Readonly<Record<string, unknown>>) => void;
  /** Call a named data source with parameters on demand (search as you type); the source name comes from props. */
  fetchSource: (source: string, params: Readonly<Record<string, unknown>>) => Promise<unknown>;
  /**
   * True when this field held an answer that was deliberately not kept across a reload (memory-only data such
   * as bank details, declared in the flow's memoryOnly list): the widget says why it asks again.
   */
  forgotten: boolean;
  /** Errors whose path is this field or below it. */
  errors: FieldError[];
  /** Values of the whole form, read-only (for conditional rendering such as claim type). */
  formValues: Readonly<FormValues>;
  env: SiteEnvironment;
  /** Data from the block's named source, once loaded. */
  data: D | undefined;
  /** Path of a page or flow by id below the site path, for `Link`'s `to` ("/claim"). */
  hrefOf: (pageId: string) => string;
  /**
   * A link to a path below the site path (`to`, as hrefOf gives it): a real `<a href>` with the site path added, which
   * a plain click follows inside the site (no page load).
   */
  Link: ComponentType<SiteLinkProps>;
  /** The address shown, below the site path as hrefOf's paths are ("/claim/summary", "#faq-3"). */
  location: { pathname: string; hash: string };
  /** Client-side navigation to a page or flow by id; replace: instead of this history entry (redirects). */
  navigate: (pageId: string, options?: { replace?: boolean }) => void;
  /** Rendered child blocks. */
  children?: ReactNode;
  /** True while the enclosing form runs its actions. */
  busy: boolean;
  /** Chosen files waiting for upload (File objects cannot live in session storage). */
  pendingFiles: PendingFiles;
  /** The visitor's cookie choice (the cookie banner); call only in effects and event handlers. */
  cookieConsent: CookieConsent;
}

/**
 * The cookie choice (local storage hideCookieNoticeUntilDate + allowOptionalCookies, spec sections 3 and 9).
 * Storage is read once when the site starts, before the first render (a banner inserted after the page has
 * rendered would move the browser's keyboard starting point), so rendering reads a plain value.
 */
export interface CookieConsent {
  /** True when no valid choice was stored at page load (an expired one has been removed): show the notice. */
  readonly dueAtLoad: boolean;
  /**
   * On a page the server rendered: whether it rendered the notice. The first render (hydration) must show what the
   * server sent; the stored choice applies right after (they differ only when the notice cookie was lost).
   */
  readonly dueOnServer?: boolean;
  /** Remember the choice (all: true, minimal: false) and hide the notice for the next 14 days; call in handlers. */
  choose(allowOptionalCookies: boolean): void;
}

/** Files chosen in the browser, kept in memory by key until an action uploads them. */
export interface PendingFiles {
  add(file: File): string;
  get(key: string): File | undefined;
  remove(key: string): void;
}

export interface WidgetRegistration {
  /** Loaded on demand so a page only downloads the widgets it shows. */
  load: () => Promise<{ default: ComponentType<WidgetProps<any, any>> }>;
  /** The widget's manifest (its default validation messages), loaded when a form checks its answers. */
  manifest?: () => Promise<{ default: WidgetManifest }>;
}

export type WidgetRegistry = Readonly<Record<string, WidgetRegistration>>;

/** Everything an action may use. Actions never touch React or the DOM. */
export interface ActionContext {
  values: Readonly<FormValues>;
  /** Merge a patch into the form values (kept even when the action fails). */
  patch: (patch: FormValues) => void;
  env: SiteEnvironment;
  /** Typed client for the promotion API. */
  api: import('../api/client').PromotionApi;
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
