import type { Block, Flow, Layout, Page, PromotionConfig, Step } from '../generated/definitions';

/** Everything the server (or the Vite dev plugin) inlines into index.html for one locale. */
export interface SiteDefinitions {
  locale: string;
  /** Base URL of the promotion API; defaults to /api + basePath. */
  apiBase?: string;
  /** Address of the package's compiled validation module (served by the server, made from its schemas). */
  validators?: string;
  /** The package version the page was made from (when the server serves versions). */
  version?: string;
  /**
   * A studio preview of a version that is not live: every screen says so (a banner with a way out) and every
   * request is a dry run (checked as for real, nothing stored).
   */
  preview?: {
    label: string;
    exitLabel: string;
    exit: string;
    /** A jump to a step: the journey simulation's answers up to it (src/engine/flow/claimDraft.ts starts from them). */
    sample?: { id: string; flow: string; unlockedSteps: number; values: Record<string, unknown> };
  };
  /**
   * Where the locale's whole definitions are (a versioned address), when these carry only what the page's first
   * screen needs (core/engine/firstScreenDefinitions.ts): the rest is merged in once loaded
   * (core/engine/mergeRestOfDefinitions.ts). Absent: these are whole.
   */
  rest?: string;
  /** The name of the locale's country in the locale's language (made where the definitions are inlined: render.ts). */
  countryName?: string;
  promotion: PromotionConfig;
  layout?: Layout;
  pages: Page[];
  flows: Flow[];
  steps: Step[];
}

export type { Block, Flow, Layout, Page, PromotionConfig, Step };
