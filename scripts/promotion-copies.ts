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

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * `count` copies of a package folder (default page-definitions/AUR00031) written into `dir`, one folder each: codes
 * CPY00001…, addresses /copy-1…, a brand and a name ("<brand> offer <n>") in turn, and claim windows in turn open,
 * ending within 14 days, closed and not open yet (around `now`). The test and bench data of a deployment with
 * hundreds of promotions.
 */
export function writePromotionCopies(dir: string, count: number, now = new Date(), source = path.resolve('page-definitions/AUR00031')): PromotionCopy[] {
  const promotion = JSON.parse(fs.readFileSync(path.join(source, 'promotion.json'), 'utf8'));
  const catalogue = JSON.parse(fs.readFileSync(path.join(source, 'catalogue.json'), 'utf8'));
  const copies: PromotionCopy[] = [];
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    const copy: PromotionCopy = { code: `CPY${String(n).padStart(5, '0')}`, basePath: `/copy-${n}`, brand: BRANDS[i % BRANDS.length], name: '', window: (['open', 'ending', 'closed', 'later'] as const)[i % WINDOWS.length] };
    copy.name = `${copy.brand} offer ${n}`;
    const folder = path.join(dir, copy.code);
    fs.cpSync(source, folder, { recursive: true });
    const config = structuredClone(promotion);
    const oldBase = config.basePath as string;
    Object.assign(config, { promotionCode: copy.code, basePath: copy.basePath, brand: copy.brand });
    for (const locale of Object.values(config.locales) as Array<{ promotionId: string; sitePath?: string }>) {
      locale.promotionId = locale.promotionId.replace(promotion.promotionCode, copy.code);
      if (locale.sitePath) locale.sitePath = locale.sitePath.replace(oldBase, copy.basePath);
    }
    fs.writeFileSync(path.join(folder, 'promotion.json'), JSON.stringify(config, null, 2));
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
