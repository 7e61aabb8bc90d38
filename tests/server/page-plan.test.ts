/**
 * The page plan's decisions, without a server: where an address redirects, its status, what the server paints with
 * which status, which wording the page carries and which modules it preloads, and its headers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { pageHeaders, planPage, planPaint, planParts, type PageRequest, type ScreenPlan } from '../../server/site/page-plan';
import { loadSiteDefinitions } from '../../server/site/site-definitions';

let definitions: SiteDefinitions;
beforeAll(async () => {
  definitions = (await loadSiteDefinitions('page-definitions/GOO00028')).definitions;
});

const GB = { locale: 'en-GB', sitePath: '/2022launch' };
const DRAFT_COOKIE = 'draft.GOO00028-GB.claim.en-GB';

const plan = (url: string, more: Partial<PageRequest> = {}) => planPage({ definitions, ...GB, url: `${GB.sitePath}${url}`, cookies: {}, preview: false, ...more });
const screenPlan = (url: string, more: Partial<PageRequest> = {}): ScreenPlan => {
  const planned = plan(url, more);
  if (planned.redirect !== undefined) throw new Error(`${url} redirects to ${planned.redirect}`);
  return planned;
};
/** Wording for every alias the definitions name, and one no definition names. */
const wordingOf = (planned: ScreenPlan) => Object.fromEntries([...planned.screen.textAliases, 'namedByDataOnly'].map((alias) => [alias, `text of ${alias}`]));

describe('where an address goes', () => {
  it('a redirect page sends the visitor to its address in the locale', () => {
    expect(plan('/privacy-policy')).toEqual({ redirect: 'https://policies.google.com/privacy?hl=en-GB' });
  });

  it("a flow's own address starts at its first step, its query kept", () => {
    expect(plan('/claim')).toEqual({ redirect: '/2022launch/claim/get-started' });
    expect(plan('/claim/?utm=mail')).toEqual({ redirect: '/2022launch/claim/get-started?utm=mail' });
  });

  it('an address no page or flow of the locale knows is the not-found page, as a 404', () => {
    expect(screenPlan('/qualifying').statusCode).toBe(200);
    expect(screenPlan('/no-such-page').statusCode).toBe(404);
    expect(screenPlan('/impressum').statusCode).toBe(404);
    expect(screenPlan('/impressum', { locale: 'de-DE', sitePath: '/de/2022launch', url: '/de/2022launch/impressum' }).statusCode).toBe(200);
  });
});

describe('what the server paints', () => {
  it('a public page with wording is painted whole, with the cookie notice as the cookie says', () => {
    const planned = screenPlan('/qualifying', { cookies: { cookieNoticeHiddenUntil: '2999-01-01T00:00:00Z' } });
    expect(planned.needsDateWindow).toBe(false);
    expect(planPaint(planned, { hasContent: true })).toEqual({ paint: 'screen', renderStatus: { cookieNotice: 'hidden' } });
    expect(planPaint(screenPlan('/qualifying'), { hasContent: true }).renderStatus).toEqual({ cookieNotice: 'due' });
  });

  it('nothing is rendered without wording', () => {
    expect(planPaint(screenPlan('/qualifying'), { hasContent: false })).toEqual({ paint: 'screen' });
  });

  it("a claim step asks for the date window and is painted only while it is open", () => {
    const first = screenPlan('/claim/get-started');
    expect(first.needsDateWindow).toBe(true);
    expect(planPaint(first, { dateWindow: 'OPEN', hasContent: true })).toEqual({ paint: 'screen', renderStatus: { dateWindow: 'OPEN', cookieNotice: 'due' } });
    expect(planPaint(first, { dateWindow: 'CLOSED', hasContent: true })).toEqual({ paint: 'layout', renderStatus: { dateWindow: 'CLOSED', cookieNotice: 'due', screen: 'browser' } });
  });

  it('a later step is painted only when the browser says it holds a draft', () => {
    const without = screenPlan('/claim/purchase-details');
    expect(without.draftStored).toBe(false);
    expect(planPaint(without, { dateWindow: 'OPEN', hasContent: true }).paint).toBe('layout');
    const withDraft = screenPlan('/claim/purchase-details', { cookies: { [DRAFT_COOKIE]: '1' } });
    expect(withDraft.draftStored).toBe(true);
    expect(planPaint(withDraft, { dateWindow: 'OPEN', hasContent: true }).paint).not.toBe('layout');
  });
});

describe('what the page carries', () => {
  it('a page rendered whole carries only the wording it shows and names, and the data sources it showed are not preloaded', () => {
    const planned = screenPlan('/qualifying');
    const content = wordingOf(planned);
    const paint = planPaint(planned, { hasContent: true });
    const parts = planParts(planned, paint, { content, rendered: { aliases: [] } });
    expect(parts.painted).toBe(true);
    expect(parts.status).toEqual({ cookieNotice: 'due', wording: 'partial' });
    expect(parts.wordingAliases?.has('namedByDataOnly')).toBe(false);
    for (const alias of planned.screen.textAliases) expect(parts.wordingAliases?.has(alias)).toBe(true);
    expect(parts.modules).toContain('src/widgets/NamedTable/index.tsx');
    expect(parts.modules.filter((module) => module.startsWith('core/sources/') || module.startsWith('src/api/'))).toEqual([]);
    expect(parts.title).toMatch(/^<title>text of .+<\/title>$/);
  });

  it('a page the server could not render carries all the wording, only the status it was given, and preloads its sources', () => {
    const planned = screenPlan('/qualifying');
    const parts = planParts(planned, planPaint(planned, { hasContent: true }), { content: wordingOf(planned) });
    expect(parts).toMatchObject({ painted: false, status: {}, wordingAliases: undefined });
    expect(parts.modules).toEqual(expect.arrayContaining(['core/sources/qualifyingProducts.ts', 'core/sources/qualifyingResellers.ts', 'src/api/openapiClient.ts']));
  });

  it("a claim step carries the wording the promotion's data name, not what only a check shows, and the flow view", () => {
    const planned = screenPlan('/claim/get-started');
    const paint = planPaint(planned, { dateWindow: 'OPEN', hasContent: true });
    const content = { ...wordingOf(planned), errorsShownByACheck: 'Confirm the checklist' };
    const parts = planParts(planned, paint, { dateWindow: 'OPEN', content, rendered: { aliases: [] }, data: { gifts: [{ alias: 'namedByDataOnly' }] } });
    expect(parts.wordingAliases?.has('namedByDataOnly')).toBe(true);
    expect(parts.wordingAliases?.has('errorsShownByACheck')).toBe(false);
    expect(parts.status).toEqual({ dateWindow: 'OPEN', cookieNotice: 'due', wording: 'partial' });
    expect(parts.modules).toContain('src/engine/flow/ClaimFlowView.tsx');
  });

  it("a claim step carries its own wording and every step's title, not another step's description or fields' nor a public page's", () => {
    const planned = screenPlan('/claim/get-started');
    const content = { ...wordingOf(planned), stepSummaryTitle: 'Check your answers', stepSummaryDescription: 'Check your details', summaryContactTitle: 'Your details', howItWorksTitle: 'How it works' };
    const parts = planParts(planned, planPaint(planned, { dateWindow: 'OPEN', hasContent: true }), { dateWindow: 'OPEN', content, rendered: { aliases: [] } });
    for (const alias of planned.screen.textAliases) expect(parts.wordingAliases?.has(alias), alias).toBe(true);
    expect(parts.wordingAliases?.has('stepSummaryTitle')).toBe(true);
    expect(parts.wordingAliases?.has('stepSummaryDescription')).toBe(false);
    expect(parts.wordingAliases?.has('summaryContactTitle')).toBe(false);
    expect(parts.wordingAliases?.has('howItWorksTitle')).toBe(false);
  });

  it("a claim step carries no wording of blocks shown only in another country (the French departments on the British site)", () => {
    const carried = (more: Partial<PageRequest>) => {
      const planned = screenPlan('/claim/personal-details', { cookies: { [DRAFT_COOKIE]: '1' }, ...more });
      const content = { ...wordingOf(planned), personalFrenchDepartments: 'Ain\nAisne' };
      return planParts(planned, planPaint(planned, { dateWindow: 'OPEN', hasContent: true }), { dateWindow: 'OPEN', content, rendered: { aliases: [] } }).wordingAliases;
    };
    expect(carried({})?.has('personalFrenchDepartments')).toBe(false);
    expect(carried({})?.has('personalFirstNameLabel')).toBe(true);
    expect(carried({ country: 'FR' })?.has('personalFrenchDepartments')).toBe(true);
  });

  it('a step left to the browser carries all the wording', () => {
    const planned = screenPlan('/claim/purchase-details');
    const paint = planPaint(planned, { dateWindow: 'OPEN', hasContent: true });
    const parts = planParts(planned, paint, { dateWindow: 'OPEN', content: wordingOf(planned), rendered: { aliases: [] } });
    expect(parts.wordingAliases).toBeUndefined();
    expect(parts.status).toEqual({ dateWindow: 'OPEN', cookieNotice: 'due', screen: 'browser' });
  });
});

describe('headers', () => {
  it("a preview is framed by the studio, never cached and never indexed; a live page is asked again each time", () => {
    expect(pageHeaders(true)).toEqual({ 'X-Frame-Options': 'SAMEORIGIN', 'X-Robots-Tag': 'noindex' });
    expect(pageHeaders(false)).toEqual({});
    expect(screenPlan('/qualifying', { preview: true }).cacheControl).toBe('no-store');
    expect(screenPlan('/qualifying').cacheControl).toBe('no-cache');
  });
});
