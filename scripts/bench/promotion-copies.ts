import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../core/node/definitions/index';
import { copyPackageAs } from '../promotion-copies';

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
    copyPackageAs(path.join(SHIPPED, SOURCE), path.join(dir, code), code, `/summer-${i}`);
    codes.push(code);
  }
  return codes;
}
