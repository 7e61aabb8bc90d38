/**
 * A brand's base and the promotions that extend it, written as package folders into a definitions folder of a test's
 * own: the base BRD00001 (a copy of Summer Switch, AUR00031, with no site of its own) and two promotions that hold
 * only what differs — BRA00001 (its own title) and BRA00002 (its own title, US footer line, checking days and purchase
 * window). With
 * `throughBase`, a regional base BRD00002 (extending BRD00001, its own Irish footer line) and BRA00003 extending it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPackageAs } from '../../scripts/promotion-copies';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};
const LOCALES = ['en-US', 'en-IE'] as const;

export const BRAND_BASE = { code: 'BRD00001', name: 'Aurora brand base' };
export const BRAND_PROMOTIONS = [
  { code: 'BRA00001', basePath: '/aurora-spring', name: 'Aurora Spring Switch' },
  { code: 'BRA00002', basePath: '/aurora-autumn', name: 'Aurora Autumn Switch', footer: '© 2026 Aurora Autumn Switch, run by Aurora Devices Inc.', checkingDays: 20, purchaseWindow: { start: '2026-03-01', end: '2026-11-30' } },
] as const;

/** A package that extends `base`: its code, addresses, site title (none: no site), promotion.json keys and `own` files (path -> JSON). */
function writeExtending(dir: string, base: string, code: string, basePath: string, name: string | undefined, promotion: Record<string, unknown> = {}, own: Record<string, Record<string, unknown>> = {}) {
  const locales = Object.fromEntries(LOCALES.map((tag) => [tag, { promotionId: `${code}-${tag.slice(3)}`, ...(name ? { sitePath: tag === 'en-US' ? basePath : `/ie${basePath}` } : {}) }]));
  write(path.join(dir, code, 'promotion.json'), { extends: base, promotionCode: code, basePath, locales, ...promotion });
  const files = { ...own };
  for (const tag of LOCALES) if (name) files[`content/${tag}.json`] = { siteTitle: name, ...files[`content/${tag}.json`] };
  for (const [file, value] of Object.entries(files)) write(path.join(dir, code, file), value);
}

/** The base and its promotions in `dir` (made empty first); answers `dir`. */
export function writeBrandBase(dir: string, { throughBase = false } = {}): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, BRAND_BASE.code);
  copyPackageAs(path.join(REPO, 'page-definitions/AUR00031'), base, BRAND_BASE.code, '/aurora-base', { brand: 'Aurora' });
  const promotion = JSON.parse(fs.readFileSync(path.join(base, 'promotion.json'), 'utf8'));
  // A base no customer visits: no locale has a site.
  for (const locale of Object.values<{ sitePath?: string }>(promotion.locales)) delete locale.sitePath;
  write(path.join(base, 'promotion.json'), promotion);
  for (const tag of LOCALES) {
    const file = path.join(base, 'content', `${tag}.json`);
    write(file, { ...JSON.parse(fs.readFileSync(file, 'utf8')), siteTitle: BRAND_BASE.name });
  }
  const [spring, autumn] = BRAND_PROMOTIONS;
  writeExtending(dir, BRAND_BASE.code, spring.code, spring.basePath, spring.name);
  writeExtending(dir, BRAND_BASE.code, autumn.code, autumn.basePath, autumn.name, { settings: { checkingDays: autumn.checkingDays } }, {
    'content/en-US.json': { footerCopyright: autumn.footer },
    'catalogue.json': { purchaseWindow: autumn.purchaseWindow },
  });
  if (throughBase) {
    writeExtending(dir, BRAND_BASE.code, 'BRD00002', '/aurora-ireland-base', undefined, {}, { 'content/en-IE.json': { footerCopyright: '© 2026 Aurora Devices Ireland Ltd.' } });
    writeExtending(dir, 'BRD00002', 'BRA00003', '/aurora-winter', 'Aurora Winter Switch');
  }
  return dir;
}
