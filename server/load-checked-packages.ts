import path from 'node:path';
import { formatDefinitionErrors } from './site/site-definitions';
import { readPackage } from '../core/node/package/promotionPackage';
import { packageFolders } from '../core/node/package/readPackageFolder';
import { servedPromotionOf, type ServedPromotion } from './packages/promotion-package';
import { createKeptWork, type KeptWork } from './packages/kept-work';

/**
 * Every package under `definitionsDir`, checked with the same checker as `npm run check` and the build. A package
 * with errors is refused (with its `file#pointer: message` lines), so the others still serve. `kept`: the checker's
 * verdicts kept from an earlier start (server/packages/kept-work.ts): an unchanged package is not checked again.
 */
export async function loadCheckedPackages(
  definitionsDir: string,
  contentDir?: string,
  kept: KeptWork = createKeptWork(),
): Promise<{ packages: ServedPromotion[]; refused: Array<{ dir: string; report: string }> }> {
  const packages: ServedPromotion[] = [];
  const refused: Array<{ dir: string; report: string }> = [];
  const basePaths = new Map<string, string>();
  for (const dir of packageFolders(definitionsDir)) {
    const model = readPackage(dir, { contentDir });
    const { definitions, errors } = await kept.checked(model);
    if (errors.length) {
      refused.push({ dir, report: `${errors.length} error(s):\n${formatDefinitionErrors(errors)}` });
      continue;
    }
    let pkg: ServedPromotion;
    try {
      pkg = servedPromotionOf(model, definitions);
    } catch (error) {
      refused.push({ dir, report: `  ${(error as Error).message}` });
      continue;
    }
    const taken = basePaths.get(pkg.basePath);
    if (taken) {
      refused.push({ dir, report: `  ${path.join(dir, 'promotion.json')}#/basePath: ${pkg.basePath} is already served by ${taken}` });
      continue;
    }
    basePaths.set(pkg.basePath, dir);
    packages.push(pkg);
  }
  return { packages, refused };
}
