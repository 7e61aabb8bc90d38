import type { RenderedScreen, ScreenRenderInput } from '../../core/render/renderContract';
import { keepRecent } from '../keepRecent';

type RenderScreen = (input: ScreenRenderInput) => Promise<RenderedScreen | undefined>;

/**
 * The server's renderings kept for the next visitor of the same screen. A rendering is a function of what it is
 * given: the version's definitions and the wording (one object each per version: a publication or a wording edit
 * hands out new ones, which start afresh), the address, the page's status and whether a draft is stored; and of the
 * day (a date field's latest day is today). Rendering a claim step costs 5-16 ms of the server's CPU, the whole of
 * a page's time on the server and the start of everything a slow phone then waits for; a kept one costs nothing.
 * A rendering that showed the API's data (a catalogue of products, which an operator may change in the database)
 * is kept for `dataMaxAgeMs` only, and only when every answer was a success. Not kept: one that failed, and more
 * than `entries` per version and wording (the least recently used go first, so a scan of random addresses evicts
 * only itself). Renderings asked for at the same time are made once.
 */
export function createRenderedScreens(render: RenderScreen, { entries = 256, maxAgeMs = 10 * 60_000, dataMaxAgeMs = 30_000, now = () => Date.now() } = {}): RenderScreen {
  type Entry = { at: number; maxAge: number; screen: Promise<RenderedScreen | undefined> };
  const kept = new WeakMap<object, WeakMap<object, Map<string, Entry>>>();
  const keptFor = (definitions: object, content: object) => {
    let ofDefinitions = kept.get(definitions);
    if (!ofDefinitions) kept.set(definitions, (ofDefinitions = new WeakMap()));
    let screens = ofDefinitions.get(content);
    if (!screens) ofDefinitions.set(content, (screens = new Map()));
    return screens;
  };
  return (input) => {
    const at = now();
    const screens = keptFor(input.definitions, input.content);
    const key = JSON.stringify([input.url, input.inlinedStatus, input.draftStored ?? false, new Date(at).toDateString()]);
    const found = screens.get(key);
    if (found && at - found.at < found.maxAge) return keepRecent(screens, key, found, entries).screen;
    let askedForData = false;
    let dataFailed = false;
    const fetch: typeof globalThis.fetch = async (...args) => {
      askedForData = true;
      const response = await input.fetch(...args).catch((error: unknown) => {
        dataFailed = true;
        throw error;
      });
      if (!response.ok) dataFailed = true;
      return response;
    };
    const screen = render({ ...input, fetch });
    const entry = keepRecent<string, Entry>(screens, key, { at, maxAge: maxAgeMs, screen }, entries);
    const forget = () => screens.get(key) === entry && screens.delete(key);
    void screen.then((rendered) => {
      if (!rendered || dataFailed) forget();
      else if (askedForData) entry.maxAge = dataMaxAgeMs;
    }, forget);
    return screen;
  };
}
