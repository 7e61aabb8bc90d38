import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('serverSanitizedHtml', () => {
  it('passes exactly the wording the server sanitised, and refuses any other string', async () => {
    const { serverSanitizedHtml, trustServerSanitized } = await import('../../../src/content/serverSanitizedHtml');
    trustServerSanitized(['<p>Hello</p>']);
    expect(serverSanitizedHtml('<p>Hello</p>')).toBe('<p>Hello</p>');
    expect(() => serverSanitizedHtml('<img src=x onerror=alert(1)>')).toThrow(/sanitised/);
  });

  it("goes through the CSP's site-content Trusted Types policy where the browser has Trusted Types", async () => {
    const created: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createHTML(html: string): string }) => {
        created.push(name);
        return { createHTML: (html: string) => ({ trusted: rules.createHTML(html) }) };
      },
    });
    const { serverSanitizedHtml, trustServerSanitized, SERVER_SANITIZED_POLICY } = await import('../../../src/content/serverSanitizedHtml');
    trustServerSanitized(['<b>ok</b>']);
    expect(serverSanitizedHtml('<b>ok</b>')).toEqual({ trusted: '<b>ok</b>' });
    expect(() => serverSanitizedHtml('<b>not given</b>')).toThrow();
    serverSanitizedHtml('<b>ok</b>');
    expect(created).toEqual([SERVER_SANITIZED_POLICY]);
    expect(SERVER_SANITIZED_POLICY).toBe('site-content');
  });
});
