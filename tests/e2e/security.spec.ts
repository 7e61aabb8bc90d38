import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

test('the built bundle contains no eval( or Function( — nothing needs unsafe-eval', () => {
  const assets = path.resolve(process.env.DIST_DIR ?? 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/\beval\(/);
    expect(code, file).not.toMatch(/\bFunction\(/);
  }
});

test('pages are served with a strict Content-Security-Policy (Trusted Types required), and work under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/2022launch/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Markup from the content store went through DOMPurify's Trusted Types policy into the page.
  await page.goto('/2022launch/terms');
  await expect(page.locator('.rich-text h2').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the browser enforces it: raw markup into innerHTML and an inline style are refused, and every test would notice', async ({ page, cspViolations }) => {
  await page.goto('/2022launch/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const refused = await page.evaluate(() => {
    try {
      document.getElementById('main')!.innerHTML = '<img src=x onerror="alert(1)">';
      return false;
    } catch {
      return true;
    }
  });
  expect(refused).toBe(true);
  await page.evaluate(() => document.head.insertAdjacentElement('beforeend', Object.assign(document.createElement('style'), { textContent: 'body { display: none }' })));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  // Seen by the guard every test runs under (tests/e2e/fixtures.ts); emptied here because they were the point.
  cspViolations.length = 0;
});
