/**
 * Issue 34: a page the server rendered carries only the definitions its first screen needs; the rest is merged in
 * once the site is ready. Held on the real package: what stays (routing, links, guards, step lists), what goes (the
 * other screens' blocks, submission mappings, file markers), and that the merge makes them whole again in place.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadSiteDefinitions } from '../../../core/node/definitions/index';
import { carriesBlocksOf, firstScreenDefinitions } from '../../../core/engine/firstScreenDefinitions';
import { mergeRestOfDefinitions } from '../../../core/engine/mergeRestOfDefinitions';
import { routeMatchOf, screenOfPath } from '../../../core/engine/screenOfPath';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';

let whole: SiteDefinitions;
const gb = { flags: {} as Record<string, boolean>, country: 'GB' };
const REST = '/2022launch/site-definitions/abc.json';
/** A copy, as the browser reads one from its page. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const firstScreenAt = (below: string) => copy(firstScreenDefinitions(whole, screenOfPath(whole, gb, below), REST));
const withBlocks = (parts: ReadonlyArray<{ id: string; blocks?: unknown }>) => parts.filter((part) => part.blocks !== undefined).map((part) => part.id);

beforeAll(async () => {
  const { definitions } = await loadSiteDefinitions(path.resolve(__dirname, '../../../page-definitions/GOO00028'));
  whole = copy({ locale: 'en-GB', ...definitions, apiBase: '/api/2022launch', version: 'v1' } as SiteDefinitions);
  gb.flags = whole.promotion.flags as Record<string, boolean>;
});

describe('firstScreenDefinitions', () => {
  it("keeps the blocks of the page shown only, and says where the whole definitions are", () => {
    const home = firstScreenAt('/');
    expect(withBlocks(home.pages)).toEqual(['home']);
    expect(withBlocks(home.steps)).toEqual([]);
    expect(home.rest).toBe(REST);
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it("keeps the blocks of a claim step only, not those of the flow's other steps", () => {
    const details = firstScreenAt('/claim/personal-details');
    expect(withBlocks(details.pages)).toEqual([]);
    expect(withBlocks(details.steps)).toEqual(['personal-details']);
  });

  it('keeps what routing, links, guards and step lists need: every id, route, title, guard, condition and redirect', () => {
    const home = firstScreenAt('/');
    const shape = (parts: readonly object[]) =>
      (parts as ReadonlyArray<Record<string, unknown>>).map(({ blocks: _blocks, $schema: _s, schemaVersion: _v, kind: _k, submission: _m, ...kept }) => kept);
    expect(shape(home.pages)).toEqual(shape(whole.pages));
    expect(shape(home.steps)).toEqual(shape(whole.steps));
    expect(shape(home.flows)).toEqual(shape(whole.flows));
    expect(home.pages.find((page) => page.id === 'home')!.blocks).toEqual(whole.pages.find((page) => page.id === 'home')!.blocks);
    expect(home.layout).toEqual(whole.layout);
    expect(home.promotion).toEqual(whole.promotion);
    expect({ ...home, pages: [], steps: [], flows: [], rest: undefined, layout: undefined, promotion: undefined }).toEqual({ ...whole, pages: [], steps: [], flows: [], layout: undefined, promotion: undefined });
    // The same screen for every address, in the browser as on the server.
    for (const below of ['/', '/support', '/claim/summary', '/track-claim', '/no-such-page']) {
      expect(screenOfPath(home, gb, below).page?.id, below).toBe(screenOfPath(whole, gb, below).page?.id);
      expect(screenOfPath(home, gb, below).step?.id, below).toBe(screenOfPath(whole, gb, below).step?.id);
      expect(routeMatchOf(home, gb, below).flow?.id, below).toBe(routeMatchOf(whole, gb, below).flow?.id);
    }
  });

  it('leaves out every flow\'s submission mapping and the files\' markers', () => {
    const step = firstScreenAt('/claim/get-started');
    expect(whole.flows.some((flow) => flow.submission)).toBe(true);
    expect(step.flows.every((flow) => flow.submission === undefined)).toBe(true);
    for (const part of [...step.pages, ...step.steps, ...step.flows]) expect(Object.keys(part)).not.toEqual(expect.arrayContaining(['kind']));
  });

  it('changes nothing of the definitions it is made from', () => {
    const before = JSON.stringify(whole);
    firstScreenDefinitions(whole, screenOfPath(whole, gb, '/'), REST);
    expect(JSON.stringify(whole)).toBe(before);
  });

  it('tells whether a screen\'s blocks are carried', () => {
    const home = firstScreenAt('/');
    expect(carriesBlocksOf(screenOfPath(home, gb, '/'))).toBe(true);
    expect(carriesBlocksOf(screenOfPath(home, gb, '/support'))).toBe(false);
    expect(carriesBlocksOf(screenOfPath(home, gb, '/claim/get-started'))).toBe(false);
    expect(carriesBlocksOf(screenOfPath(whole, gb, '/claim/get-started'))).toBe(true);
  });
});

describe('mergeRestOfDefinitions', () => {
  it('makes first-screen definitions whole, in place: the same objects gain their blocks and mappings', () => {
    const home = firstScreenAt('/');
    const supportPage = home.pages.find((page) => page.id === 'support')!;
    const claimFlow = home.flows[0];
    const steps = home.steps;
    mergeRestOfDefinitions(home, copy(whole));
    expect(home.rest).toBeUndefined();
    expect(home.pages.find((page) => page.id === 'support')).toBe(supportPage);
    expect(supportPage.blocks).toEqual(whole.pages.find((page) => page.id === 'support')!.blocks);
    expect(claimFlow.submission).toEqual(whole.flows[0].submission);
    expect(home.steps).toBe(steps);
    expect(home).toEqual(whole);
  });

  it("keeps the first screen's own blocks as they are (objects on show stay the same)", () => {
    const step = firstScreenAt('/claim/get-started');
    const shownBlocks = step.steps.find((candidate) => candidate.id === 'get-started')!.blocks;
    mergeRestOfDefinitions(step, copy(whole));
    expect(step.steps.find((candidate) => candidate.id === 'get-started')!.blocks).toBe(shownBlocks);
    expect(step).toEqual(whole);
  });
});
