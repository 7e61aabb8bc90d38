import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerRenderer } from '../../server/site/server-render';
import { serverPaintOf } from '../../core/render/serverPaint';
import type { Screen } from '../../core/engine/screenOfPath';

const input = { definitions: {} as never, content: {}, url: '/2022launch/', inlinedStatus: {}, fetch };
const dirs: string[] = [];
const log = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as import('fastify').FastifyBaseLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

/** A build folder whose server renderer is `source`. */
function distWith(source: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
  dirs.push(dir);
  if (source !== undefined) {
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.writeFileSync(path.join(dir, 'ssr', 'renderScreen.js'), source);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server rendering', () => {
  const screen = (parts: Partial<Screen>): Screen => ({ widgetTypes: new Set(), textAliases: new Set(), sources: new Set(), paintedSources: parts.sources ?? new Set(), ...parts });

  it("renders whole pages with promotion data; only the layout around claim steps, the visitor's claim and guarded pages; nothing of redirects", () => {
    expect(serverPaintOf(screen({ page: { id: 'terms', route: 'terms' } as never }))).toBe('screen');
    expect(serverPaintOf(screen({ page: { id: 'qualifying' } as never, sources: new Set(['qualifyingProducts']) }))).toBe('screen');
    // A flow's address that names no step (the browser picks it from the draft): the layout.
    expect(serverPaintOf(screen({ flow: { id: 'claim' } as never, step: { id: 'get-started' } as never }))).toBe('layout');
    expect(serverPaintOf(screen({ page: { id: 'my-claim' } as never, sources: new Set(['trackedClaim']) }))).toBe('layout');
    expect(serverPaintOf(screen({ page: { id: 'closed', guard: 'closedPage' } as never }))).toBe('layout');
    expect(serverPaintOf(screen({ page: { id: 'privacy', externalRedirect: 'privacyPolicy' } as never }))).toBe('none');
    expect(serverPaintOf(screen({}))).toBe('none');
  });

  it('renders a claim step as the flow starts it: the first step always, a later one when the browser says it holds a draft', () => {
    const flow = { id: 'claim' } as never;
    const step = (id: string, stepIndex: number, extra: Partial<Screen> = {}) => screen({ flow, step: { id } as never, stepIndex, ...extra });
    expect(serverPaintOf(step('get-started', 0))).toBe('screen');
    expect(serverPaintOf(step('get-started', 0), { draftStored: true })).toBe('screen');
    // Without a draft the browser sends the visitor back to the first step: nothing of this one is painted.
    expect(serverPaintOf(step('purchase-details', 2))).toBe('layout');
    expect(serverPaintOf(step('purchase-details', 2, { sources: new Set(['qualifyingResellers']) }), { draftStored: true })).toBe('screen');
    // Fields that depend on the visitor's answers stay the browser's: the step comes with its header (where the
    // customer is, its heading and wording); a first step too; without a draft, a later one is the browser's.
    expect(serverPaintOf(step('reward-details', 6, { sources: new Set(['rewardMethods']) }), { draftStored: true })).toBe('header');
    expect(serverPaintOf(step('gift', 0, { sources: new Set(['rewardMethods']) }))).toBe('header');
    expect(serverPaintOf(step('reward-details', 6, { sources: new Set(['rewardMethods']) }))).toBe('layout');
    // Unless the flow's defaults hide the blocks that ask for it: the step is painted as the defaults show it.
    expect(serverPaintOf(step('reward-details', 6, { sources: new Set(['rewardMethods']), paintedSources: new Set() }), { draftStored: true })).toBe('screen');
    expect(serverPaintOf(screen({ flow, step: { id: 'confirmation', guard: 'confirmation' } as never, stepIndex: 9 }), { draftStored: true })).toBe('layout');
  });

  it("answers the renderer's HTML", async () => {
    const render = createServerRenderer(distWith('export async function renderScreen(input) { return { html: `<main>${input.url}</main>`, data: {} }; }'), log());
    await expect(render(input)).resolves.toEqual({ html: '<main>/2022launch/</main>', data: {} });
  });

  it('leaves the page to the browser when there is no renderer, it throws, or it takes too long (logged each time)', async () => {
    const missing = log();
    await expect(createServerRenderer(distWith(undefined), missing)(input)).resolves.toBeUndefined();
    expect(missing.warn).toHaveBeenCalledOnce();

    const failing = log();
    await expect(createServerRenderer(distWith('export async function renderScreen() { throw new Error("boom"); }'), failing)(input)).resolves.toBeUndefined();
    expect(failing.error).toHaveBeenCalledOnce();

    const slow = log();
    const hanging = createServerRenderer(distWith('export function renderScreen() { return new Promise(() => {}); }'), slow);
    await expect(hanging(input)).resolves.toBeUndefined();
    expect(slow.warn).toHaveBeenCalledOnce();
  });

  it('stops rendering after the renderer was rebuilt under a running server (a restart picks it up)', async () => {
    const dir = distWith('export async function renderScreen() { return { html: "<p>old</p>", data: {} }; }');
    const rebuilt = log();
    const render = createServerRenderer(dir, rebuilt);
    await expect(render(input)).resolves.toEqual({ html: '<p>old</p>', data: {} });
    const file = path.join(dir, 'ssr', 'renderScreen.js');
    fs.writeFileSync(file, 'export async function renderScreen() { return "<p>new</p>"; }');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await expect(render(input)).resolves.toBeUndefined();
    expect(rebuilt.warn).toHaveBeenCalledOnce();
  });
});
