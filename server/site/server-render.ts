import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedScreen, ScreenRenderInput } from '../../core/render/renderContract';

type RenderScreen = (input: ScreenRenderInput) => Promise<RenderedScreen | undefined>;

/** Longest a page waits for its server rendering; past it the browser renders the page, as it would anyway. */
const RENDER_TIMEOUT_MS = 1_000;

/**
 * The site's server renderer, from the SSR build next to the client build (<distDir>/ssr/renderScreen.js, made by
 * `npm run build`), loaded on first use. Without it, after a rebuild while running (Node cannot load a module
 * twice: its chunks import it by name; a restart picks the new one up), or when a rendering fails or takes too
 * long, the answer is undefined and the browser renders the page itself (logged).
 */
export function createServerRenderer(distDir: string, log: FastifyBaseLogger): ((input: ScreenRenderInput) => Promise<RenderedScreen | undefined>) & { warm: () => void } {
  const entry = path.join(distDir, 'ssr', 'renderScreen.js');
  let loaded: { mtimeMs: number; render: Promise<RenderScreen | undefined> } | undefined;
  let warned = false;

  const renderer = (): Promise<RenderScreen | undefined> => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(entry).mtimeMs;
    } catch {
      if (!warned) log.warn(`${entry} does not exist: pages are rendered in the browser only (run npm run build)`);
      warned = true;
      return Promise.resolve(undefined);
    }
    if (loaded && loaded.mtimeMs !== mtimeMs) {
      if (!warned) log.warn(`${entry} was rebuilt: pages are rendered in the browser until the server restarts`);
      warned = true;
      return Promise.resolve(undefined);
    }
    if (!loaded) {
      const render = import(pathToFileURL(entry).href).then(
        (module: { renderScreen: RenderScreen }) => module.renderScreen,
        (error: unknown) => {
          log.error({ err: error }, 'the server renderer could not be loaded: pages are rendered in the browser');
          return undefined;
        },
      );
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  };

  const renderOrGiveUp = async (input: ScreenRenderInput): Promise<RenderedScreen | undefined> => {
    const render = await renderer();
    if (!render) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        log.warn({ url: input.url }, `server rendering took over ${RENDER_TIMEOUT_MS} ms: the browser renders the page`);
        resolve(undefined);
      }, RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([render(input), timeout]);
    } catch (error) {
      log.error({ err: error, url: input.url }, 'server rendering failed: the browser renders the page');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  /** Loads the renderer now (once the server listens), so that the first page shown does not wait for it. */
  return Object.assign(renderOrGiveUp, { warm: () => void renderer() });
}
