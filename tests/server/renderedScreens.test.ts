import { describe, expect, it } from 'vitest';
import type { RenderedScreen, ScreenRenderInput } from '../../core/render/renderContract';
import { createRenderedScreens } from '../../server/site/renderedScreens';

const definitions = { steps: [] } as unknown as ScreenRenderInput['definitions'];
const content = { heading: 'Claim your reward' };
const ok = () => Promise.resolve(new Response('{"data":{"products":[]}}', { status: 200 }));

/** A renderer that counts its renderings and, when asked to, reads the API's data as a screen with a catalogue does. */
function renderer(options: { data?: () => Promise<Response>; fails?: boolean } = {}) {
  const calls: string[] = [];
  const render = async (input: ScreenRenderInput): Promise<RenderedScreen | undefined> => {
    calls.push(input.url);
    if (options.data) await input.fetch('http://api.invalid/promotion/X/qualifying-products').catch(() => undefined);
    return options.fails ? undefined : { html: `<main>${input.url} ${calls.length}</main>`, data: {}, aliases: ['heading'] };
  };
  return { calls, render };
}

const input = (over: Partial<ScreenRenderInput> = {}): ScreenRenderInput => ({
  definitions,
  content,
  url: '/2022launch/claim/personal-details',
  inlinedStatus: { wording: 'partial' },
  fetch: ok,
  draftStored: true,
  ...over,
});

describe('server renderings kept for the next visitor', () => {
  it('the same screen is rendered once and then handed out as it was, to visitors asking at the same time too', async () => {
    const { calls, render } = renderer();
    const screens = createRenderedScreens(render);
    const [first, second] = await Promise.all([screens(input()), screens(input())]);
    const third = await screens(input());
    expect(calls).toHaveLength(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('another address, status, draft, version or wording is rendered afresh', async () => {
    const { calls, render } = renderer();
    const screens = createRenderedScreens(render);
    await screens(input());
    await screens(input({ url: '/2022launch/claim/purchase-details' }));
    await screens(input({ inlinedStatus: { wording: 'partial', cookieNotice: 'due' } }));
    await screens(input({ draftStored: false }));
    await screens(input({ definitions: { steps: [] } as unknown as ScreenRenderInput['definitions'] }));
    await screens(input({ content: { heading: 'Claim your gift' } }));
    expect(calls).toHaveLength(6);
  });

  it('a new day renders again (a date field says which day is the latest), and so does a rendering past its age', async () => {
    let clock = new Date(2026, 10, 27, 23, 59).getTime();
    const { calls, render } = renderer();
    const screens = createRenderedScreens(render, { now: () => clock, maxAgeMs: 60 * 60_000 });
    await screens(input());
    clock += 2 * 60_000;
    await screens(input());
    expect(calls).toHaveLength(2);
    clock += 61 * 60_000;
    await screens(input());
    expect(calls).toHaveLength(3);
  });

  it("a rendering with the API's data is kept for a short while only, and not at all when an answer failed", async () => {
    let clock = 0;
    const withData = renderer({ data: ok });
    const screens = createRenderedScreens(withData.render, { now: () => clock, dataMaxAgeMs: 30_000 });
    await screens(input());
    clock += 20_000;
    await screens(input());
    expect(withData.calls).toHaveLength(1);
    clock += 15_000;
    await screens(input());
    expect(withData.calls).toHaveLength(2);

    for (const answer of [() => Promise.resolve(new Response('{}', { status: 503 })), () => Promise.reject(new Error('database down'))]) {
      const failing = renderer({ data: answer });
      const again = createRenderedScreens(failing.render);
      await again(input({ fetch: answer }));
      await again(input({ fetch: answer }));
      expect(failing.calls).toHaveLength(2);
    }
  });

  it('a failed rendering (the browser then renders the screen) is tried again by the next visitor', async () => {
    const { calls, render } = renderer({ fails: true });
    const screens = createRenderedScreens(render);
    expect(await screens(input())).toBeUndefined();
    await screens(input());
    expect(calls).toHaveLength(2);
  });

  it('keeps at most `entries` renderings, the least recently used going first', async () => {
    const { calls, render } = renderer();
    const screens = createRenderedScreens(render, { entries: 2 });
    await screens(input({ url: '/a' }));
    await screens(input({ url: '/b' }));
    await screens(input({ url: '/a' }));
    await screens(input({ url: '/c' }));
    expect(calls).toEqual(['/a', '/b', '/c']);
    await screens(input({ url: '/a' }));
    await screens(input({ url: '/b' }));
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });
});
