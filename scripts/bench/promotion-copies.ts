import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../core/node/definitions/index';

/** The shipped packages, the copies' source (Summer Switch) among them. */
const SHIPPED = path.join(repoRoot, 'page-definitions');
const SOURCE = 'AUR00031';

/**
 * A definitions folder of `count` promotions: the shipped packages, and copies of Summer Switch up to `count`, each
 * with a code, base path, site paths and promotion ids of its own (`SUM00001` at /summer-1 and /ie/summer-1, …).
 */
export function makePromotionCopies(dir: string, count: number): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const shipped = fs.readdirSync(SHIPPED).filter((name) => fs.existsSync(path.join(SHIPPED, name, 'promotion.json')));
  const codes: string[] = [];
  for (const name of shipped.slice(0, count)) {
    fs.cpSync(path.join(SHIPPED, name), path.join(dir, name), { recursive: true });
    codes.push(name);
  }
  for (let i = 1; codes.length < count; i++) {
    const code = `SUM${String(i).padStart(5, '0')}`;
    const target = path.join(dir, code);
    fs.cpSync(path.join(SHIPPED, SOURCE), target, { recursive: true });
    const file = path.join(target, 'promotion.json');
    const promotion = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      promotionCode: string;
      basePath: string;
      locales: Record<string, { promotionId: string; sitePath?: string; settings?: { windowPromotion?: { promotionId: string } } }>;
    };
    promotion.promotionCode = code;
    promotion.basePath = `/summer-${i}`;
    for (const [locale, settings] of Object.entries(promotion.locales)) {
      settings.promotionId = settings.promotionId.replace(SOURCE, code);
      if (settings.sitePath) settings.sitePath = settings.sitePath.replace('/summerswitch', `/summer-${i}`);
      if (settings.settings?.windowPromotion) settings.settings.windowPromotion.promotionId = settings.settings.windowPromotion.promotionId.replace(SOURCE, code);
      promotion.locales[locale] = settings;
    }
    fs.writeFileSync(file, `${JSON.stringify(promotion, null, 2)}\n`);
    const validation = path.join(target, 'validation');
    for (const name of fs.existsSync(validation) ? fs.readdirSync(validation) : []) {
      const schemaFile = path.join(validation, name);
      fs.writeFileSync(schemaFile, fs.readFileSync(schemaFile, 'utf8').replaceAll(`/${SOURCE}/`, `/${code}/`));
    }
    codes.push(code);
  }
  return codes;
}
