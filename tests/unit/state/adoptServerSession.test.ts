// @vitest-environment jsdom
/**
 * The hand-over of a page's forms posted without scripts to the scripts that run later (issue 54): the server's
 * session entries the page carries in its status (`claimForm.session`) are read from the page and copied into session
 * storage where it holds nothing under their key yet.
 */
import { beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(() => window.sessionStorage.clear());

  it('copies what session storage lacks, as the tracker action would have stored it', () => {
    const status = readInlinedStatus(pageWithStatus({ claimForm: { token: 't', session: { 'tracked-claim': tracked } } }));
    expect(status.claimForm?.session).toEqual({ 'tracked-claim': tracked });
    adoptServerSession(status.claimForm?.session);
    expect(JSON.parse(window.sessionStorage.getItem('tracked-claim') ?? 'null')).toEqual(tracked);
  });

  it('keeps what session storage already holds (the browser\'s own, newer)', () => {
    window.sessionStorage.setItem('tracked-claim', JSON.stringify({ email: 'mine@example.com', reference: '999-999-999' }));
    adoptServerSession({ 'tracked-claim': tracked });
    expect(JSON.parse(window.sessionStorage.getItem('tracked-claim')!)).toEqual({ email: 'mine@example.com', reference: '999-999-999' });
  });

  it('does nothing on a page that hands nothing over', () => {
    adoptServerSession(readInlinedStatus(pageWithStatus({ claimForm: { token: 't' } })).claimForm?.session);
    adoptServerSession(readInlinedStatus(pageWithStatus({ claimForm: { token: 't', session: null } })).claimForm?.session);
    adoptServerSession(readInlinedStatus(pageWithStatus({ session: { 'tracked-claim': tracked } })).claimForm?.session);
    adoptServerSession({});
    expect(window.sessionStorage.length).toBe(0);
  });

  it('copies every entry handed over, each as JSON (as sessionStore keeps values)', () => {
    adoptServerSession({ 'tracked-claim': tracked, other: 'text' });
    expect(window.sessionStorage.getItem('other')).toBe('"text"');
    expect(window.sessionStorage.getItem('tracked-claim')).toBe(JSON.stringify(tracked));
  });
});
