import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteDefinitions, packageFolders, repoRoot } from '../../../core/node/definitions/index';
import { landingWidgetsGroups, landingWidgetTypes } from '../../../tooling/landingWidgetsChunk';
import { screenChunkCells, screenChunkGroups, screenUsesOf } from '../../../tooling/screenChunks';
import { staticClosureOf, staticImportsOf } from '../../../tooling/staticImports';

const src = path.join(repoRoot, 'src');
const packages = await Promise.all(packageFolders(path.join(repoRoot, 'page-definitions')).map(async (dir) => (await loadSiteDefinitions(dir)).definitions));
const landing = landingWidgetsGroups(landingWidgetTypes(packages), path.join(src, 'widgets'));
const inLanding = (file: string) => landing.some((group) => group.test.test(file));
const groups = screenChunkGroups(packages, src, inLanding);
/** The group a source file goes into, by its name; undefined for a chunk left as the bundler makes it. */
const groupOf = (file: string) => groups.find((group) => group.test.test(path.join(src, file)))?.name;

describe('screen chunks', () => {
  it("bring a claim step's own widgets in one script, and the flow view with the widget most steps show", () => {
    const personalDetails = ['widgets/AddressLookup/index.tsx', 'widgets/PhoneInput/index.tsx', 'widgets/EnvValue/index.tsx', 'widgets/AddressLookup/addressLookup.css'];
    expect(new Set(personalDetails.map(groupOf)).size).toBe(1);
    expect(groupOf('widgets/AddressLookup/index.tsx')).toMatch(/^screen-/);
    expect(groupOf('widgets/DateInput/index.tsx')).toBe(groupOf('widgets/PurchasedItems/index.tsx'));
    expect(groupOf('engine/flow/ClaimFlowView.tsx')).toBe(groupOf('widgets/Checkbox/index.tsx'));
    expect(groupOf('engine/flow/StepView.tsx')).toBe(groupOf('engine/flow/ClaimFlowView.tsx'));
  });

  it("leave alone what every page has (the entry's modules, the layout's widgets) and what loads later", () => {
    for (const file of staticClosureOf([path.join(src, 'app/main.tsx')])) expect(groups.filter((group) => group.test.test(file))).toEqual([]);
    expect(groupOf('widgets/SiteHeader/index.tsx')).toBeUndefined();
    // Loaded once a customer types a number or opens the calendar, not with the step.
    expect(groupOf('widgets/PhoneInput/phoneReading.ts')).toBeUndefined();
    expect(groupOf('widgets/DateInput/Calendar.tsx')).toBeUndefined();
    // Read when a form is checked, or by the checker only.
    expect(groupOf('widgets/PhoneInput/manifest.ts')).toBeUndefined();
    expect(groupOf('widgets/PhoneInput/answers.ts')).toBeUndefined();
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });

  it('merge only where the screens that load a chunk save more than the others pay for it', () => {
    const entry = staticClosureOf([path.join(src, 'app/main.tsx')]);
    const excluded = (file: string) => entry.has(file) || inLanding(file);
    const step = (...roots: string[]) => ({ weight: 1, roots: new Set(['flow', ...roots]) });
    // The gift choice on one step of ten: one more script there costs less than its kilobyte on the nine others.
    expect(screenChunkCells([...Array.from({ length: 9 }, () => step()), step('GiftChoice')], src, excluded)).toEqual([]);
    // Shown together on a step of their own: one script.
    const cells = screenChunkCells([step('Checkbox'), step('Checkbox'), step('GiftChoice', 'Textarea')], src, excluded);
    const together = cells.find((cell) => cell.roots.includes('GiftChoice'));
    expect(together?.roots).toContain('Textarea');
    expect(together?.roots).not.toContain('flow');
    // The checkbox on two steps of three joins the flow view: two scripts fewer for a third of a kilobyte once.
    expect(cells.find((cell) => cell.roots.includes('flow'))?.roots).toContain('Checkbox');
  });

  it('count each package once, however many countries it runs in', () => {
    const uses = screenUsesOf(packages);
    const screens = packages.reduce((sum, d) => sum + (d.pages ?? []).length + (d.flows ?? []).reduce((steps, flow) => steps + (flow.steps ?? []).length, 0), 0);
    expect(uses.reduce((sum, use) => sum + use.weight, 0)).toBeCloseTo(screens, 6);
    expect(uses.length).toBeGreaterThan(screens);
  });
});

describe('static imports', () => {
  it('follow value imports and stylesheets, not type-only imports, packages or import()', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-imports-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('a.tsx', "import { b } from './b';\nimport type { C } from './c';\nimport './a.css';\nimport {\n  d,\n} from './d';\nimport React from 'react';\nconst e = () => import('./e');\nexport * from './f';\n");
    for (const name of ['b.ts', 'c.ts', 'd.ts', 'e.ts', 'f.ts', 'a.css']) write(name, 'export const x = 1;\n');
    write('b.ts', "export { g } from './g';\n");
    write('g.ts', 'export const g = 1;\n');
    const names = (files: Iterable<string>) => [...files].map((file) => path.basename(file)).sort();
    expect(names(staticImportsOf(path.join(dir, 'a.tsx')))).toEqual(['a.css', 'b.ts', 'd.ts', 'f.ts']);
    expect(names(staticClosureOf([path.join(dir, 'a.tsx')]))).toEqual(['a.css', 'a.tsx', 'b.ts', 'd.ts', 'f.ts', 'g.ts']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
