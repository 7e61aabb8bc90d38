import type { Check } from './context';
import { relativeFile } from './paths';
import { manifestsOf } from '../manifests/loadManifests';

/**
 * Every widget folder has a valid manifest (src/widgets/<Type>/manifest.ts): without one the site could not render
 * the widget and no tool would know it. Blocks naming such a type are reported too (as unknown widget types).
 */
export const checkWidgetManifests: Check = async (ctx) =>
  (await manifestsOf(ctx.options.widgetsDir)).flatMap(({ file, problem }) =>
    problem ? [{ file: relativeFile(ctx.options.rootDir, file), pointer: problem.pointer, message: problem.message }] : [],
  );
