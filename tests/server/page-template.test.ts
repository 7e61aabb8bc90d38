/**
 * Issue 22: a page that arrives rendered paints from its HTML alone — the built stylesheet is inlined in place of its
 * link (one round trip fewer before the first paint on a slow connection), and the CSP allows exactly that text by
 * its hash, never 'unsafe-inline'. Pages the browser renders keep the link (their scripts load first anyway).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageTemplates } from '../../server/site/page-template';
import { contentSecurityPolicy } from '../../server/http/security-headers';
import { directives } from './csp-directives';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/style-abc.css"><!--site-definitions--></head><body><div id="root"></div></body></html>';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function distWith(css: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-template-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'style-abc.css'), css);
  return dist;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page template of a page that arrives rendered', () => {
  it('carries the stylesheet inline and names its hash for the CSP; the other template keeps the link', () => {
    const css = 'body{margin:0}.hero{color:#202124}';
    const template = createPageTemplates(distWith(css)).templateFor('en-GB')!;
    const rendered = template.scriptsAfterPaint!;
    expect(rendered.entry).toBe('/assets/index-abc.js');
    expect(rendered.page).toContain(`<style>${css}</style>`);
    expect(rendered.page).not.toContain('style-abc.css');
    expect(rendered.page).not.toContain('<script type="module"');
    expect(rendered.styleSources).toEqual([sha256(css)]);
    expect(template.page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');

    const styleSrc = directives(contentSecurityPolicy([], undefined, [], rendered.styleSources)).get('style-src');
    expect(styleSrc).toEqual(["'self'", sha256(css)]);
  });

  it('keeps the link of a stylesheet that could close its style element', () => {
    const template = createPageTemplates(distWith('a::after{content:"</style><script>"}')).templateFor('en-GB')!;
    expect(template.scriptsAfterPaint!.page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
    expect(template.scriptsAfterPaint!.styleSources).toEqual([]);
  });

  it('refuses anything but a hash source in style-src', () => {
    expect(() => contentSecurityPolicy([], undefined, [], ["'unsafe-inline'"])).toThrow(/not a hash source/);
  });
});
