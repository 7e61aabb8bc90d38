// @vitest-environment jsdom
/**
 * The hand-over of a page's forms posted without scripts to the scripts that run later (issue 54): the server's
 * session entries the page carries in its status (`claimForm.session`) are read from the page and copied into session
 * storage where it holds nothing under their key yet; then the server is told to forget them (the browser holds them
 * alone from there). The browser's fetch is watched, not replaced by our code: the e2e no-script-to-scripts.spec.ts
 * sends it to the real server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptServerSession } from '../../../src/state/adoptServerSession';
import { readInlinedStatus } from '../../../src/engine/inlinedPage';

const tracked = { email: 'ada@example.com', reference: '123-456-789' };

function pageWithStatus(status: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'site-status';
  script.textContent = JSON.stringify(status);
  doc.body.append(script);
  return doc;
}

describe('the server session handed to the browser at start', () => {
  const sent: Array<{ address: string; init: RequestInit }> = [];
  beforeEach(() => {
    window.sessionStorage.clear();
    sent.length = 0;
    vi.stubGlobal('fetch', (address: string, init: RequestInit) => {
      sent.push({ address, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('copies what session storage lacks, as the tracker action would have stored it, then has the server forget it', () => {
    const status = readInlinedStatus(pageWithStatus({ claimForm: { token: 't', session: { 'tracked-claim': tracked } } }));
    expect(status.claimForm?.session).toEqual({ 'tracked-claim': tracked });
    adoptServerSession(status.claimForm!.session!, '/2022launch/my-claim');
    expect(JSON.parse(window.sessionStorage.getItem('tracked-claim') ?? 'null')).toEqual(tracked);
    expect(sent).toHaveLength(1);
    expect(sent[0].address).toBe('/2022launch/my-claim');
    expect(sent[0].init).toMatchObject({ method: 'POST', body: JSON.stringify({ session: null }), credentials: 'same-origin' });
    expect(sent[0].init.headers).toMatchObject({ 'content-type': 'application/json', 'x-claim-draft-mirror': '1' });
  });

  it("keeps what session storage already holds (the browser's own, newer)", () => {
    window.sessionStorage.setItem('tracked-claim', JSON.stringify({ email: 'mine@example.com', reference: '999-999-999' }));
    adoptServerSession({ 'tracked-claim': tracked });
    expect(JSON.parse(window.sessionStorage.getItem('tracked-claim')!)).toEqual({ email: 'mine@example.com', reference: '999-999-999' });
  });

  it('a page that hands nothing over carries no session (the site then loads none of this)', () => {
    expect(readInlinedStatus(pageWithStatus({ claimForm: { token: 't' } })).claimForm?.session).toBeUndefined();
    expect(readInlinedStatus(pageWithStatus({ session: { 'tracked-claim': tracked } })).claimForm?.session).toBeUndefined();
  });

  it('copies every entry handed over, each as JSON (as sessionStore keeps values)', () => {
    adoptServerSession({ 'tracked-claim': tracked, other: 'text' });
    expect(window.sessionStorage.getItem('other')).toBe('"text"');
    expect(window.sessionStorage.getItem('tracked-claim')).toBe(JSON.stringify(tracked));
  });
});
