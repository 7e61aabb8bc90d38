import { createContext, useContext } from 'react';
import type { PromotionApi } from '../api/client';
import type {
  ActionRegistry,
  ContentLookup,
  CookieConsent,
  DataSourceRegistry,
  SiteEnvironment,
  ValidatorRegistry,
  WidgetRegistry,
} from './contract';
import type { InlinedStatus } from '../../core/engine/inlinedStatus';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import type { WidgetLoader } from './widgetLoader';
import type { DataSourceCache } from './dataSources';
import type { DefinitionsRest } from './definitionsRest';

/** What the app hands the engine: definitions, the explicit registries, and services. */
export interface EngineInput {
  definitions: SiteDefinitions;
  /**
   * How the definitions become whole, when the page carried only its first screen's (createDefinitionsRest);
   * undefined: they are whole.
   */
  definitionsRest?: DefinitionsRest;
  widgets: WidgetRegistry;
  actions: ActionRegistry;
  sources: DataSourceRegistry;
  /** Compiled validation schemas, downloaded on the first submit rather than with the home page. */
  loadValidators: () => Promise<ValidatorRegistry>;
  api: PromotionApi;
  content: ContentLookup;
  /** Development mode: unknown widgets and missing aliases are shown on the page. */
  dev: boolean;
  /** What the server put into the page about now (readInlinedStatus); absent ones are asked for. */
  inlinedStatus?: InlinedStatus;
  /** Data sources' answers the server rendered the page with (readInlinedData), by source name. */
  inlinedData?: Readonly<Record<string, unknown>>;
  /** The visitor's cookie choice, read at start (default: from storage now). */
  cookieConsent?: CookieConsent;
  /** Called each time a screen is shown and handles input (rendered, or hydrated: after the layout around it). */
  onScreenShown?: () => void;
}

export interface Engine extends EngineInput {
  env: SiteEnvironment;
  cookieConsent: CookieConsent;
  /** Route (relative to the site path) of a page or flow by id. */
  routeOf: (pageId: string) => string | undefined;
  widgetLoader: WidgetLoader;
  dataSources: DataSourceCache;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside <SiteApp>');
  return engine;
}
