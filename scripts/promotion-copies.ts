import fs from 'node:fs';
import path from 'node:path';

const DAY = 86_400_000;
const BRANDS = ['Aurora', 'Nimbus', 'Orbit', 'Vela', 'Lumen'];
/** The claim windows the copies take in turn, in days from now: open, ending within a fortnight, closed, not open yet. */
const WINDOWS = [
  { start: -30, end: 200 },
  { start: -60, end: 6 },
  { start: -120, end: -10 },
  { start: 20, end: 140 },
];

export interface PromotionCopy {
  code: string;
  basePath: string;
  brand: string;
  name: string;
  window: 'open' | 'ending' | 'closed' | 'later';
}

interface PackageIds {
  promotionCode: string;
  basePath: string;
  locales: Record<string, { promotionId: string; sitePath?: string; settings?: { windowPromotion?: { promotionId: string } } }>;
}

/**
 * The package folder `source` copied to `target` as a promotion of its own: its code, base path, site paths, promotion
 * ids (the window promotion's too) and validation schema ids renamed; `extra` set on its promotion.json.
 */
export function copyPackageAs(source: string, target: string, code: string, basePath: string, extra: Record<string, unknown> = {}): void {
  fs.cpSync(source, target, { recursive: true });
  const file = path.join(target, 'promotion.json');
  const promotion = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageIds;
  const { promotionCode: oldCode, basePath: oldBase } = promotion;
  Object.assign(promotion, { promotionCode: code, basePath, ...extra });
  for (const locale of Object.values(promotion.locales)) {
    locale.promotionId = locale.promotionId.replace(oldCode, code);
    if (locale.sitePath) locale.sitePath = locale.sitePath.replace(oldBase, basePath);
    const window = locale.settings?.windowPromotion;
    if (window) window.promotionId = window.promotionId.replace(oldCode, code);
  }
  fs.writeFileSync(file, `${JSON.stringify(promotion, null, 2)}\n`);
  const validation = path.join(target, 'validation');
  for (const name of fs.existsSync(validation) ? fs.readdirSync(validation) : []) {
    const schemaFile = path.join(validation, name);
    fs.writeFileSync(schemaFile, fs.readFileSync(schemaFile, 'utf8').replaceAll(`/${oldCode}/`, `/${code}/`));
  }
}

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * `count` copies of a package folder (default page-definitions/AUR00031) written into `dir`, one folder each: codes
 * CPY00001…, addresses /copy-1…, a brand and a name ("<brand> offer <n>") in turn, and claim windows in turn open,
 * ending within 14 days, closed and not open yet (around `now`). The test and bench data of a deployment with
 * hundreds of promotions.
 */
export function writePromotionCopies(dir: string, count: number, now = new Date(), source = path.resolve('page-definitions/AUR00031')): PromotionCopy[] {
  const catalogue = JSON.parse(fs.readFileSync(path.join(source, 'catalogue.json'), 'utf8'));
  const copies: PromotionCopy[] = [];
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    const copy: PromotionCopy = { code: `CPY${String(n).padStart(5, '0')}`, basePath: `/copy-${n}`, brand: BRANDS[i % BRANDS.length], name: '', window: (['open', 'ending', 'closed', 'later'] as const)[i % WINDOWS.length] };
    copy.name = `${copy.brand} offer ${n}`;
    const folder = path.join(dir, copy.code);
    copyPackageAs(source, folder, copy.code, copy.basePath, { brand: copy.brand });
    const window = WINDOWS[i % WINDOWS.length];
    const dates = { start: day(now, window.start), end: day(now, window.end) };
    const windows = { purchaseWindow: dates, claimWindow: { start: `${dates.start}T00:00:00`, end: `${dates.end}T23:59:59` } };
    fs.writeFileSync(path.join(folder, 'catalogue.json'), JSON.stringify({ ...catalogue, ...windows }, null, 2));
    for (const file of fs.readdirSync(path.join(folder, 'content'))) {
      const content = JSON.parse(fs.readFileSync(path.join(folder, 'content', file), 'utf8'));
      fs.writeFileSync(path.join(folder, 'content', file), JSON.stringify({ ...content, siteTitle: copy.name }, null, 2));
    }
    copies.push(copy);
  }
  return copies;
}
