/**
 * Adding a widget is its folder plus the JSON that uses it (docs/widgets.md): a StarRating folder with its manifest
 * (tests/fixtures/widgets/StarRating: manifest, component, answers, stylesheet; no other code file changes) and a copy
 * of AUR00031 whose eligibility step asks for a required rating. The checker and the journey simulation know it from
 * its manifest alone; the same folder without its manifest fails the check with file + pointer.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteDefinitions, repoRoot } from '../../core/node/definitions/index';
import { simulatePackage } from '../../core/node/simulation/index';
import { loadSimulatedPackage } from '../../core/node/simulation/loadSimulatedPackage';
import { manifestsByType } from '../../core/node/manifests/loadManifests';
import { defaultMessages } from '../../core/validation/defaultMessages';
import { boundFieldsOf } from '../../core/engine/flow/stepNames';
import { toFieldErrors } from '../../core/validation/toFieldErrors';
import { startSimulationServer, type SimulationServer } from '../../server/simulation-server';
import { addStarRatingTo, editPackageJson } from '../fixtures/widgets/starRatingPackage';

const STAR_RATING = path.join(repoRoot, 'tests/fixtures/widgets/StarRating');
const work = mkdtempSync(path.join(os.tmpdir(), 'add-widget-'));
const pkg = path.join(work, 'AUR00031');

/** A widgets folder: the repository's widgets and StarRating (its files as given). */
function widgetsWith(name: string, starRating: (folder: string) => void): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  for (const type of readdirSync(path.join(repoRoot, 'src/widgets'))) symlinkSync(path.join(repoRoot, 'src/widgets', type), path.join(dir, type));
  starRating(path.join(dir, 'StarRating'));
  return dir;
}
const withManifest = widgetsWith('widgets', (folder) => symlinkSync(STAR_RATING, folder));
const withoutManifest = widgetsWith('widgets-no-manifest', (folder) => {
  mkdirSync(folder);
  for (const file of ['index.tsx', 'answers.ts', 'starRating.css']) cpSync(path.join(STAR_RATING, file), path.join(folder, file));
});

// The package's side (tests/fixtures/widgets/starRatingPackage.ts): the block, a required rule, the wording, collectedOnly.
cpSync(path.join(repoRoot, 'page-definitions/AUR00031'), pkg, { recursive: true });
addStarRatingTo(pkg);
const edit = (file: string, change: (json: any) => void) => editPackageJson(pkg, file, change);

const plugins = (widgetsDir: string) => ({ rootDir: work, widgetsDir, actionsDir: path.join(repoRoot, 'core/actions'), sourcesDir: path.join(repoRoot, 'core/sources'), validationDir: path.join(repoRoot, 'schemas/validation') });

let server: SimulationServer;
beforeAll(async () => {
  server = await startSimulationServer([pkg]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a StarRating widget added as a folder with its manifest', () => {
  it('the package using it passes the check', async () => {
    expect((await checkSiteDefinitions(pkg, plugins(withManifest))).errors).toEqual([]);
  });

  it('every journey answers it (its answers.ts, named by the manifest) and reaches the confirmation', async () => {
    const report = await simulatePackage(pkg, { serverUrl: server.baseUrl, widgetsDir: withManifest });
    expect(report.failures).toEqual([]);
    expect(report.summary.completed).toBe(report.summary.journeys);
    expect(report.summary.steps.covered).toBe(report.summary.steps.total);
  }, 120_000);

  it("left empty (the flow's default, null), it is refused on Continue with the widget's default message (the block's `required` slot)", async () => {
    const loaded = await loadSimulatedPackage(pkg);
    if (!loaded.ok) throw new Error('the package does not load');
    const step = loaded.pkg.definitions.steps.find((s) => s.id === 'eligibility')!;
    const manifests = await manifestsByType(withManifest);
    const defaults = defaultMessages(boundFieldsOf(step.blocks), (type) => manifests.get(type), loaded.pkg.definitions.layout?.text);
    expect(toFieldErrors(loaded.pkg.validators.eligibility, { eligibilityConfirmed: true, rating: null }, defaults)).toEqual([{ path: 'rating', alias: 'errorsRatingRequired' }]);
  });

  it('a misspelt slot of it is reported like any widget\'s', async () => {
    edit('steps/eligibility.json', (step) => (step.blocks[3].text.legnd = 'ratingLegend'));
    try {
      const { errors } = await checkSiteDefinitions(pkg, plugins(withManifest));
      expect(errors.map((e) => `${e.file}#${e.pointer}`)).toEqual(['AUR00031/steps/eligibility.json#/blocks/3/text/legnd']);
    } finally {
      edit('steps/eligibility.json', (step) => delete step.blocks[3].text.legnd);
    }
  });

  it('the same folder without its manifest fails the check with file + pointer', async () => {
    const { errors } = await checkSiteDefinitions(pkg, plugins(withoutManifest));
    expect(errors).toEqual(
      expect.arrayContaining([
        { file: 'widgets-no-manifest/StarRating/manifest.ts', pointer: '', message: expect.stringContaining('has no manifest.ts') },
        { file: 'AUR00031/steps/eligibility.json', pointer: '/blocks/3/type', message: 'unknown widget type "StarRating"' },
      ]),
    );
  });
});
