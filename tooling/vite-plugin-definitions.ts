/**
 * Vite plugin: checks the page definitions at buildStart (the build fails listing every error); in dev,
 * watches page-definitions/ (full reload on change) and inlines the definitions into
 * index.html in place of <!--site-definitions--> for the locale the URL belongs to.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  checkSiteDefinitions,
  formatDefinitionErrors,
  injectDefinitions,
  packageFolders,
  pickLocale,
  repoRoot,
  type CheckOptions,
} from '../core/node/definitions/index';
import { HOME_WIDGETS_CHUNK, LANDING_WIDGETS_CHUNK, landingWidgetsGroups, landingWidgetTypes } from './landingWidgetsChunk';
import { SCREEN_CHUNK_PREFIX, screenChunkGroups } from './screenChunks';
import { manifestsOf } from '../core/node/manifests/loadManifests';

// The widgets' manifests, imported while Vite's config loader still runs (it closes once the config is read; the
// checker at buildStart then reads them from manifestsOf's cache).
await manifestsOf();

export { renderDefinitionsScript, pickLocale, injectDefinitions } from '../core/node/definitions/index';

export interface DefinitionsPluginOptions extends CheckOptions {
  /** The folder of promotion packages (or one package). Default: $DEFINITIONS_DIR or page-definitions. */
  definitionsDir?: string;
}

export default function definitionsPlugin(options: DefinitionsPluginOptions = {}): Plugin {
  const rootDir = options.rootDir ?? repoRoot;
  const definitionsDir = path.resolve(rootDir, options.definitionsDir ?? process.env.DEFINITIONS_DIR ?? 'page-definitions');
  const checkOptions: CheckOptions = { contentDir: process.env.CONTENT_DIR, ...options, rootDir };
  const watched = [path.resolve(rootDir, 'page-definitions'), definitionsDir];
  const isWatched = (file: string) => watched.some((dir) => path.resolve(file).startsWith(dir + path.sep));
  /** Every package checked; their errors together, each package's definitions. */
  const checkAll = async () => {
    const results = await Promise.all(packageFolders(definitionsDir).map((dir) => checkSiteDefinitions(dir, checkOptions)));
    return { all: results.map((r) => r.definitions), errors: results.flatMap((r) => r.errors) };
  };
  const check = async () => {
    const { all, errors } = await checkAll();
    return { definitions: all[0], all, errors };
  };
  const report = (count: number, list: string) => `${count} page-definition error${count === 1 ? '' : 's'}:\n${list}`;

  return {
    name: 'claim-site:definitions',
    async config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      const { all } = await check();
      // The layouts' and home pages' widgets of every package the build serves; then the other screens' code, in as
      // few scripts as pays (tooling/screenChunks.ts).
      const landing = landingWidgetsGroups(landingWidgetTypes(all), path.join(rootDir, 'src/widgets'));
      const screens = screenChunkGroups(all, path.join(rootDir, 'src'), (file) => landing.some((group) => group.test.test(file)));
      return { build: { rollupOptions: { output: { codeSplitting: { groups: [...landing, ...screens] } } } } };
    },
    // dist/.vite/module-chunks.json: the chunk each source module ended up in. Vite's manifest names only chunks
    // that a module starts, not the widgets grouped into the landing-widgets chunk, and the server preloads a
    // page's widgets by module.
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const relative = path.relative(rootDir, id).split(path.sep).join('/');
          if (!relative.startsWith('..') && !relative.startsWith('\0')) chunks[relative] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(chunks) });
      // The groups must leave the entry whole: a group holding one of its modules, or Rolldown's runtime helpers moved
      // out of it, would be one more script on every page.
      const grouped = (name: string) => name.startsWith(SCREEN_CHUNK_PREFIX) || name === LANDING_WIDGETS_CHUNK || name === HOME_WIDGETS_CHUNK || name === 'rolldown-runtime';
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry)
          for (const file of output.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk' && grouped(imported.name)) this.error(`the entry ${output.fileName} imports ${file} at start: every page would ask for it (tooling/screenChunks.ts)`);
          }
    },
    async buildStart() {
      const { errors } = await check();
      if (errors.length) this.error(report(errors.length, formatDefinitionErrors(errors)));
    },
    configureServer(devServer) {
      devServer.watcher.add(watched);
      const onChange = async (file: string) => {
        if (!isWatched(file)) return;
        const { errors } = await check();
        if (errors.length) devServer.config.logger.error(report(errors.length, formatDefinitionErrors(errors)));
        devServer.ws.send({ type: 'full-reload', path: '*' });
      };
      for (const event of ['add', 'change', 'unlink'] as const) devServer.watcher.on(event, onChange);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!ctx.server) return html;
        const { all, errors } = await check();
        if (errors.length) ctx.server?.config.logger.error(report(errors.length, formatDefinitionErrors(errors)));
        const url = ctx.originalUrl ?? ctx.path;
        // The package one of whose site paths starts the address (the first package otherwise).
        const definitions = all.find((d) => Object.values(d.promotion.locales ?? {}).some((l) => l.sitePath && (url === l.sitePath || url.startsWith(`${l.sitePath}/`)))) ?? all[0];
        return injectDefinitions(html, definitions, pickLocale(definitions.promotion, url));
      },
    },
  };
}

export { definitionsPlugin };
