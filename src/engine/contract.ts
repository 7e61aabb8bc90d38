/**
 * The only engine module that widgets, actions and data sources may import.
 * Everything a plug-in sees goes through these narrow types: the framework-free ones are core's
 * (core/engine/contract.ts, re-exported here); what only a React widget sees is here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { FieldError, FormValues, PendingFiles, SiteEnvironment, WidgetManifest } from '../../core/engine/contract';
import type { SiteLinkProps } from './navigation/SiteLink';
import type { FoundByServer } from '../../core/engine/inlinedStatus';

export type { SiteLinkProps };
export type * from '../../core/engine/contract';

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
  /** The address shown, below the site path as hrefOf's paths are ("/claim/summary", "#faq-3"), and its query. */
  location: { pathname: string; hash: string; search: string };
  /** Client-side navigation to a page or flow by id; replace: instead of this history entry (redirects). */
  navigate: (pageId: string, options?: { replace?: boolean }) => void;
  /** Rendered child blocks. */
  children?: ReactNode;
  /** True while the enclosing form runs its actions. */
  busy: boolean;
  /** Chosen files waiting for upload (File objects cannot live in session storage). */
  pendingFiles: PendingFiles;
  /**
   * What the server found for this widget's lookup when its form posted without scripts (manifest `noScript`
   * 'lookup', core/engine/flow/postedLookup.ts): shown as radios until scripts run.
   */
  found?: FoundByServer;
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

export interface WidgetRegistration {
  /** Loaded on demand so a page only downloads the widgets it shows. */
  load: () => Promise<{ default: ComponentType<WidgetProps<any, any>> }>;
  /** The widget's manifest (its default validation messages), loaded when a form checks its answers. */
  manifest?: () => Promise<{ default: WidgetManifest }>;
}

export type WidgetRegistry = Readonly<Record<string, WidgetRegistration>>;
