/**
 * Vite plugin: checks the page definitions at buildStart (the build fails listing every error); in dev,
 * watches page-definitions/ and content/ (full reload on change) and inlines the definitions into
 * index.html in place of <!--site-definitions--> for the locale the URL belongs to.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  checkSiteDefinitions,
  formatDefinitionErrors,
  injectDefinitions,
  pickLocale,
  repoRoot,
  resolveOptions,
  type CheckOptions,
} from './definitions/index';
import { landingWidgetsGroup, landingWidgetTypes } from './landingWidgetsChunk';

export { renderDefinitionsScript, pickLocale, injectDefinitions } from './definitions/index';

export interface DefinitionsPluginOptions extends CheckOptions {
  /** The promotion folder. Default: $DEFINITIONS_DIR or page-definitions/GOO00028. */
  definitionsDir?: string;
}

export default function definitionsPlugin(options: DefinitionsPluginOptions = {}): Plugin {
  const rootDir = options.rootDir ?? repoRoot;
  const definitionsDir = path.resolve(rootDir, options.definitionsDir ?? process.env.DEFINITIONS_DIR ?? 'page-definitions/GOO00028');
  const checkOptions: CheckOptions = { contentDir: process.env.CONTENT_DIR, ...options, rootDir };
  const contentDir = resolveOptions(definitionsDir, checkOptions).contentDir;
  const watched = [path.resolve(rootDir, 'page-definitions'), definitionsDir, contentDir];
  const isWatched = (file: string) => watched.some((dir) => path.resolve(file).startsWith(dir + path.sep));
  const check = () => checkSiteDefinitions(definitionsDir, checkOptions);
  const report = (count: number, list: string) => `${count} page-definition error${count === 1 ? '' : 's'}:\n${list}`;

  return {
    name: 'claim-site:definitions',
    async config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      const { definitions } = await check();
      return { build: { rollupOptions: { output: { codeSplitting: { groups: [landingWidgetsGroup(landingWidgetTypes(definitions), path.join(rootDir, 'src/widgets'))] } } } } };
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
        const { definitions, errors } = await check();
        if (errors.length) ctx.server?.config.logger.error(report(errors.length, formatDefinitionErrors(errors)));
        const locale = pickLocale(definitions.promotion, ctx.originalUrl ?? ctx.path);
        return injectDefinitions(html, definitions, locale);
      },
    },
  };
}

export { definitionsPlugin };
