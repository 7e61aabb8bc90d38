import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { WidgetManifest } from '../../manifests/manifest';
import type { AnswerMaker } from '../../engine/contract';

/** The repository's widget folders (core/widgets → src/widgets). */
export const WIDGETS_DIR = fileURLToPath(new URL('../../../src/widgets', import.meta.url));

/** A widget folder and what its manifest gave: the manifest, or why it is not one (with the JSON pointer). */
export interface LoadedWidget {
  type: string;
  /** Absolute path of the folder's manifest.ts. */
  file: string;
  manifest?: WidgetManifest;
  problem?: { pointer: string; message: string };
}

/** Widget folders are named like block types (PascalCase); helpers such as _shared are not widgets. */
export function widgetFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[A-Z][A-Za-z0-9]*$/.test(name) && statSync(path.join(dir, name)).isDirectory())
    .sort();
}

/** How a program imports the repository's own widget modules by type (generated/widget-modules.ts lists them). */
export interface WidgetModules {
  [type: string]: { manifest: () => Promise<{ default?: unknown }>; answers?: () => Promise<{ default: AnswerMaker }> };
}

let ownModules: WidgetModules | undefined;
const cache = new Map<string, Promise<LoadedWidget[]>>();

/**
 * The bundled server cannot import a .ts file by its path at run time, so its bundle's entry
 * (scripts/build-server.mjs) hands in the widgets' modules as static imports esbuild follows
 * (generated/widget-modules.ts). Without them (tsx, vitest) a widget's
 * files are imported by path; core itself never names src/.
 */
export function provideWidgetModules(modules: WidgetModules): void {
  ownModules = modules;
  cache.clear();
}

const ownManifest = (type: string) => ownModules?.[type]?.manifest();

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What is wrong with a manifest's shape (the files it names are in `folder`), with the pointer of the first wrong value. */
export function manifestProblem(manifest: unknown, folder: string): LoadedWidget['problem'] {
  if (!isObject(manifest)) return { pointer: '', message: 'the manifest must `export default defineWidget({ props, text })`' };
  if (!isObject(manifest.props)) return { pointer: '/props', message: 'props must be the JSON Schema of the block\'s props' };
  try {
    new Ajv2020({ strict: false }).compile({ ...manifest.props, $id: undefined });
  } catch (error) {
    return { pointer: '/props', message: `props is not a valid JSON Schema: ${(error as Error).message}` };
  }
  if (!isObject(manifest.text)) return { pointer: '/text', message: 'text must name the block\'s text slots ({} when it has none)' };
  for (const [slot, facts] of Object.entries(manifest.text))
    if (!isObject(facts)) return { pointer: `/text/${slot}`, message: 'a text slot is an object ({ required?, placeholders? })' };
  for (const key of ['answers', 'stylesheet'])
    if (manifest[key] !== undefined && (typeof manifest[key] !== 'string' || !existsSync(path.join(folder, manifest[key] as string))))
      return { pointer: `/${key}`, message: `${key} must name a file beside the manifest ('./${key === 'answers' ? 'answers.ts' : 'widget.css'}'): ${JSON.stringify(manifest[key])} is none` };
  if (manifest.messages !== undefined && !isObject(manifest.messages)) return { pointer: '/messages', message: 'messages maps a validation keyword to a text slot' };
  return undefined;
}

/**
 * Every widget folder of `dir` with its manifest (src/widgets/<Type>/manifest.ts), imported as it is: the one list of
 * widgets. A folder without a manifest, or with one that does not load or has the wrong shape, comes with its problem.
 */
export async function loadManifests(dir: string = WIDGETS_DIR): Promise<LoadedWidget[]> {
  const own = path.resolve(dir) === path.resolve(WIDGETS_DIR);
  return Promise.all(
    widgetFolders(dir).map(async (type): Promise<LoadedWidget> => {
      const file = path.join(dir, type, 'manifest.ts');
      if (!existsSync(file)) return { type, file, problem: { pointer: '', message: `widget folder ${type} has no manifest.ts (see docs/widgets.md)` } };
      try {
        const module = (own ? await ownManifest(type) : undefined) ?? ((await import(/* @vite-ignore */ pathToFileURL(realpathSync(file)).href)) as { default?: unknown });
        const problem = manifestProblem(module.default, path.join(dir, type));
        return problem ? { type, file, problem } : { type, file, manifest: module.default as WidgetManifest };
      } catch (error) {
        return { type, file, problem: { pointer: '', message: `the manifest does not load: ${(error as Error).message}` } };
      }
    }),
  );
}

const ownAnswers = (type: string) => ownModules?.[type]?.answers?.();

/** The answer maker a widget's manifest names (`answers: './answers.ts'`). */
export async function answerMakerOf(widget: LoadedWidget): Promise<AnswerMaker | undefined> {
  const file = widget.manifest?.answers;
  if (!file) return undefined;
  const own = path.resolve(path.dirname(widget.file), '..') === path.resolve(WIDGETS_DIR) && file === './answers.ts';
  const module = (own ? await ownAnswers(widget.type) : undefined) ?? ((await import(/* @vite-ignore */ pathToFileURL(realpathSync(path.join(path.dirname(widget.file), file))).href)) as { default: AnswerMaker });
  return module.default;
}

/** loadManifests once per folder (manifests are code: they change only with a restart). */
export function manifestsOf(dir: string = WIDGETS_DIR): Promise<LoadedWidget[]> {
  const key = path.resolve(dir);
  let loaded = cache.get(key);
  if (!loaded) cache.set(key, (loaded = loadManifests(dir)));
  return loaded;
}

/** The valid manifests of a folder by widget type. */
export async function manifestsByType(dir: string = WIDGETS_DIR): Promise<Map<string, WidgetManifest>> {
  const loaded = await manifestsOf(dir);
  return new Map(loaded.filter((widget) => widget.manifest).map((widget) => [widget.type, widget.manifest!]));
}
