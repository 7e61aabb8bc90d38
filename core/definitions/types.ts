import type { Flow, Layout, Page, PromotionConfig, Step } from '../generated/definitions';

export type { Flow, Layout, Page, PromotionConfig, Step };

/** Everything in one promotion folder. `layout` is absent when the folder has no layout.json. */
export interface SiteDefinitions {
  promotion: PromotionConfig;
  pages: Page[];
  flows: Flow[];
  steps: Step[];
  layout?: Layout;
}

/** One problem in a definition or content file. */
export interface DefinitionError {
  /** Path relative to the repository root (forward slashes). */
  file: string;
  /** JSON pointer into the file; "" for the whole file. */
  pointer: string;
  message: string;
}

/** Where the checker looks things up; every directory defaults to the repository's own. */
export interface CheckOptions {
  /** Base for relative paths in these options and in reported file names. Default: the repository root. */
  rootDir?: string;
  /** Widget types are its folder names (plus the built-in Form). Default src/widgets. */
  widgetsDir?: string;
  /** Action names are its *.ts basenames (not index, tests). Default core/actions. */
  actionsDir?: string;
  /** Data source names are its *.ts basenames. Default core/sources. */
  sourcesDir?: string;
  /** Validation schema names are <name>.schema.json basenames. Default schemas/validation. */
  validationDir?: string;
  /** Wording (<locale>.json) read instead of the package's content/ folders (checkSiteDefinitions only). */
  contentDir?: string;
}

export interface LoadResult {
  definitions: SiteDefinitions;
  errors: DefinitionError[];
  /** Repo-relative file each loaded page/flow/step/layout/promotion object came from (the base's, when extended). */
  files: Map<object, string>;
  /** Per merged file: the values an extending package set, and its file (errors there name that file). */
  provenance: Map<string, import('./mergeJson').Provenance>;
}
