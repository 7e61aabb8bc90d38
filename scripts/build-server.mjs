/**
 * `npm run build:server`: bundles server/main.ts with esbuild into dist-server/main.mjs, so `npm start` and
 * `npm run bench:api` run plain JavaScript instead of transpiling every TypeScript module through tsx at start
 * and loading tsx's loader hooks into the process. Packages stay external (node_modules is used as it is);
 * only our own modules are bundled. Dev and tests keep running the sources through tsx.
 *
 * `import.meta.url` in a bundled module would name the bundle, not the module, so paths built from it (the
 * seeded addresses file, the repository root) are rewritten to the module's own location, relative to the
 * bundle: dist-server/ must stay next to the sources it was built from (it does: it lives in the repository).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const REPO = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE_DIR = path.join(REPO, 'dist-server');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.mjs');

/** Replaces `import.meta.url` in our modules with their own file URL, computed from the bundle's. */
const moduleUrlPlugin = {
  name: 'module-url',
  setup(plugin) {
    plugin.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(SERVER_BUNDLE_DIR, args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

/**
 * Packages stay imports of the bundle, resolved by Node at run time. Node's ESM resolver wants the file's
 * extension where a package has no exports map (`ajv/dist/2020` must be `ajv/dist/2020.js`), which the
 * sources leave out (bundler resolution), so such a subpath gets the `.js` Node needs.
 */
const nodeResolvablePackagesPlugin = {
  name: 'node-resolvable-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
      if (args.path.startsWith('node:')) return undefined;
      const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      const packageDir = path.join(REPO, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      if (manifest.exports) return { path: args.path, external: true };
      const file = path.join(REPO, 'node_modules', args.path);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return { path: args.path, external: true };
      if (fs.existsSync(`${file}.js`)) return { path: `${args.path}.js`, external: true };
      if (fs.existsSync(path.join(file, 'index.js'))) return { path: `${args.path}/index.js`, external: true };
      return { errors: [{ text: `${args.path} cannot be resolved by Node at run time` }] };
    });
  },
};

/**
 * Bundles the server. Each file is written beside its place and renamed into it, so a server starting meanwhile (a
 * second `npm start`, which builds after the first has started) reads the old bundle or the new one, never half.
 */
export async function buildServer() {
  const started = performance.now();
  const { outputFiles } = await build({
    // The bundle cannot import a widget's .ts files by path at run time as tsx does: it hands the core their modules
    // (generated/widget-modules.ts, static imports esbuild follows) before the server starts. Neither server/ nor core/
    // names src/; this build, above both, puts them together.
    stdin: {
      contents: [
        "import { provideWidgetModules } from './core/node/manifests/loadManifests';",
        "import { widgetModules } from './generated/widget-modules';",
        'provideWidgetModules(widgetModules);',
        "await import('./server/main');",
      ].join('\n'),
      resolveDir: REPO,
      sourcefile: 'server-bundle-entry.ts',
      loader: 'ts',
    },
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [moduleUrlPlugin, nodeResolvablePackagesPlugin],
    write: false,
  });
  await fs.promises.mkdir(SERVER_BUNDLE_DIR, { recursive: true });
  // The map first: the bundle names it.
  for (const output of [...outputFiles].sort((a, b) => Number(a.path === SERVER_BUNDLE) - Number(b.path === SERVER_BUNDLE))) {
    const partial = `${output.path}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, output.contents);
    await fs.promises.rename(partial, output.path);
  }
  return { file: SERVER_BUNDLE, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { file, ms } = await buildServer();
  console.log(`${path.relative(REPO, file)} built in ${ms} ms`);
}
