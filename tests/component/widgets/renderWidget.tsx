import { render } from '@testing-library/react';
import { useCallback, useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { SiteLink } from '../../../src/engine/navigation/SiteLink';
import { BrowserRouter, useLocation } from '../../../src/engine/navigation/siteRouter';
import type { ContentLookup, CookieConsent, FieldError, FormValues, PendingFiles, SiteEnvironment, WidgetProps } from '../../../src/engine/contract';

export const testEnv: SiteEnvironment = {
  locale: 'en-GB',
  country: 'GB',
  currency: 'GBP',
  dateFormat: 'DMY',
  timezone: 'Europe/London',
  promotionId: 'TEST-PROMOTION',
  flags: {},
  settings: { myClaim: { returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*'] } },
  sitePath: '/2022launch',
  imagesPath: '/2022launch/images',
  sites: [
    { locale: 'en-GB', country: 'GB', sitePath: '/2022launch' },
    { locale: 'de-DE', country: 'DE', sitePath: '/de/2022launch' },
    { locale: 'fr-FR', country: 'FR', sitePath: '/fr/2022launch' },
  ],
};

/** Content that shows aliases instead of wording, with parameters appended: text('itemCaption', {n: 2}) → "itemCaption 2". */
export const fakeContent: ContentLookup = {
  text: (alias, params) => [alias ?? '', ...Object.values(params ?? {})].join(' ').trim(),
  html: (alias) => alias ?? '',
};

export const fieldIdOf = (path: string) => `field-${path.replace(/\./g, '-')}`;

export function createPendingFiles(): PendingFiles & { files: Map<string, File> } {
  const files = new Map<string, File>();
  let next = 0;
  return {
    files,
    add: (file) => {
      const key = `pending-${++next}`;
      files.set(key, file);
      return key;
    },
    get: (key) => files.get(key),
    remove: (key) => void files.delete(key),
  };
}

/** A cookie choice kept in memory: the notice is due unless `chosen`; records every choice. */
export function createMemoryCookieConsent(chosen = false): CookieConsent & { choices: boolean[] } {
  const choices: boolean[] = [];
  return { dueAtLoad: !chosen, choices, choose: (allowOptionalCookies) => void choices.push(allowOptionalCookies) };
}

export interface RenderWidgetOptions<P, D> {
  name?: string;
  props?: P;
  value?: unknown;
  errors?: FieldError[];
  formValues?: FormValues;
  env?: Partial<SiteEnvironment>;
  data?: D;
  /** Block text map slot → alias; by default every slot's alias is the slot name. */
  text?: Record<string, string>;
  /** Router path the widget is shown at. */
  path?: string;
  pendingFiles?: PendingFiles;
  forgotten?: boolean;
  /** Answers of fetchSource(name, params); records the calls. */
  fetchSource?: (source: string, params: Readonly<Record<string, unknown>>) => Promise<unknown>;
  /** The cookie choice; by default one kept in memory, none made yet. */
  cookieConsent?: CookieConsent;
}

/**
 * Renders a widget inside the site's router (jsdom's history, at `path`), bound to a local value the way a form would, and records every onChange.
 * hrefOf(id) is "/id" ("/" for home), like the engine's router paths.
 */
export function renderWidget<P, D = unknown>(Widget: ComponentType<WidgetProps<P, D>>, options: RenderWidgetOptions<P, D> = {}) {
  const onChange = vi.fn();
  const navigate = vi.fn();
  const patchValues = vi.fn();
  const fetchSource = vi.fn(options.fetchSource ?? (async () => undefined));
  const pendingFiles = options.pendingFiles ?? createPendingFiles();
  const cookieConsent = options.cookieConsent ?? createMemoryCookieConsent();
  const env = { ...testEnv, ...options.env };
  const aliasOf = (slot: string) => options.text?.[slot] ?? slot;
  let latest = options.value;
  let location = options.path ?? '/';

  function Harness() {
    const shown = useLocation();
    location = shown.pathname;
    const [value, setValue] = useState(options.value);
    const change = useCallback((next: unknown) => {
      latest = next;
      onChange(next);
      setValue(next);
    }, []);
    const widgetProps: WidgetProps<P, D> = {
      name: options.name,
      id: fieldIdOf(options.name ?? 'field'),
      fieldId: fieldIdOf,
      props: (options.props ?? {}) as P,
      text: (slot, params) => fakeContent.text(aliasOf(slot), params),
      html: (slot) => fakeContent.html(aliasOf(slot)),
      content: fakeContent,
      value,
      onChange: change,
      patchValues,
      fetchSource,
      forgotten: options.forgotten ?? false,
      errors: options.errors ?? [],
      formValues: options.formValues ?? {},
      env,
      data: options.data,
      hrefOf: (pageId) => (pageId === 'home' ? '/' : `/${pageId}`),
      Link: SiteLink,
      location: { pathname: shown.pathname, hash: shown.hash, search: shown.search ?? '' },
      navigate,
      busy: false,
      pendingFiles,
      cookieConsent,
    };
    return <Widget {...widgetProps} />;
  }

  window.history.replaceState(null, '', options.path ?? '/');
  const result = render(
    <BrowserRouter basename="/">
      <Harness />
    </BrowserRouter>,
  );
  return { ...result, onChange, patchValues, fetchSource, pendingFiles, value: () => latest, location: () => location };
}
