import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('the built bundle contains no eval( or Function( — nothing needs unsafe-eval', () => {
  const assets = path.resolve('dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/\beval\(/);
    expect(code, file).not.toMatch(/\bFunction\(/);
  }
});

test('pages are served with a Content-Security-Policy without unsafe-eval, and work under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/2022launch/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
