/**
 * The mistakes a newcomer adding a field to the Summer Switch package (AUR00031) makes, each planted in a copy and
 * reported by the checker (`npm run check`) with its file and JSON pointer.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteDefinitions, repoRoot, type DefinitionError } from '../../../core/node/definitions/index';

const work = mkdtempSync(path.join(os.tmpdir(), 'planted-mistakes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const plugins = (root: string) => ({
  rootDir: root,
  widgetsDir: path.join(repoRoot, 'src/widgets'),
  actionsDir: path.join(repoRoot, 'core/actions'),
  sourcesDir: path.join(repoRoot, 'core/sources'),
  validationDir: path.join(repoRoot, 'schemas/validation'),
});

/** A copy of AUR00031 (at <root>/pkg) with the edits made; its errors as "file#pointer: message", files relative to the copy. */
async function plant(name: string, edit: (json: (file: string, mutate: (data: any) => void) => void) => void, options: Record<string, string> = {}): Promise<DefinitionError[]> {
  const root = path.join(work, name);
  cpSync(path.join(repoRoot, 'page-definitions/AUR00031'), path.join(root, 'pkg'), { recursive: true });
  edit((file, mutate) => {
    const absolute = path.join(root, 'pkg', file);
    const data = JSON.parse(readFileSync(absolute, 'utf8'));
    mutate(data);
    writeFileSync(absolute, JSON.stringify(data, null, 2));
  });
  return (await checkSiteDefinitions(path.join(root, 'pkg'), { ...plugins(root), ...options })).errors;
}

const at = (errors: DefinitionError[], file: string, pointer: string) => errors.filter((e) => e.file === file && e.pointer === pointer).map((e) => e.message);
/** Eligibility's blocks: 0 RichText, 1 Checkbox eligibilityConfirmed, 2 RadioGroup heardAbout. */
const ELIGIBILITY = 'steps/eligibility.json';

describe('the shipped package is clean', () => {
  it('an unchanged copy has no error', async () => {
    expect(await plant('unchanged', () => undefined)).toEqual([]);
  });
});

describe('each planted mistake is reported with file + pointer', () => {
  it("a required text slot left out (the group's legend): the page would show an empty legend", async () => {
    const errors = await plant('no-legend', (json) => json(ELIGIBILITY, (step) => delete step.blocks[2].text.legend));
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/2/text')).toEqual([expect.stringContaining('RadioGroup needs the text slot "legend"')]);
  });

  it('a misspelt text slot: the slot the widget reads is missing and the misspelt one is nobody\'s', async () => {
    const errors = await plant('misspelt-slot', (json) =>
      json(ELIGIBILITY, (step) => {
        step.blocks[2].text.legnd = step.blocks[2].text.legend;
        delete step.blocks[2].text.legend;
      }),
    );
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/2/text/legnd')).toEqual([expect.stringContaining('RadioGroup has no text slot "legnd"')]);
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/2/text')).toEqual([expect.stringContaining('needs the text slot "legend"')]);
  });

  it('a slot whose alias is not in the wording', async () => {
    const errors = await plant('unknown-alias', (json) => json(ELIGIBILITY, (step) => (step.blocks[2].text.legend = 'eligibilityHeardLegendd')));
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/2/text/legend').join('\n')).toMatch(/eligibilityHeardLegendd/);
  });

  it('`required` without a message when neither the package, the layout nor the widget gives one', async () => {
    const errors = await plant('required-no-message', (json) =>
      json('validation/eligibility.schema.json', (schema) => delete schema.properties.eligibilityConfirmed.messages),
    );
    expect(at(errors, 'pkg/validation/eligibility.schema.json', '/required/0')).toEqual([expect.stringContaining('"eligibilityConfirmed" is required (step "eligibility") but no message says so')]);
  });

  it("the layout's text.required is the default message of every field", async () => {
    const errors = await plant('required-layout-message', (json) => {
      json('validation/eligibility.schema.json', (schema) => delete schema.properties.eligibilityConfirmed.messages);
      json('layout.json', (layout) => (layout.text.required = 'errorsEligibilityUnconfirmed'));
    });
    expect(errors).toEqual([]);
  });

  it("a step's validation removed while a schema holds rules for its fields", async () => {
    const errors = await plant('no-validation', (json) => json(ELIGIBILITY, (step) => delete step.validation));
    expect(at(errors, `pkg/${ELIGIBILITY}`, '')).toEqual([expect.stringContaining('step "eligibility" names no validation, yet pkg/validation/eligibility.schema.json holds rules for its fields (eligibilityConfirmed)')]);
  });

  it("a step's validate action removed is no mistake any more: the step validates on Continue by its validation", async () => {
    const errors = await plant('no-validate-action', (json) => json(ELIGIBILITY, (step) => (step.actions = [])));
    expect(errors).toEqual([]);
  });

  it('a field block without name: its answer would go nowhere', async () => {
    const errors = await plant('no-name', (json) => json(ELIGIBILITY, (step) => delete step.blocks[2].name));
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/2')).toEqual([expect.stringContaining('RadioGroup answers a value: the block needs a "name"')]);
  });

  it('a widget folder without a manifest, and a block naming it', async () => {
    const root = path.join(work, 'no-manifest');
    const widgets = path.join(root, 'widgets');
    mkdirSync(path.join(widgets, 'StarRating'), { recursive: true });
    writeFileSync(path.join(widgets, 'StarRating/index.tsx'), 'export default function StarRating() { return null; }\n');
    for (const type of ['RichText', 'Checkbox', 'RadioGroup']) symlinkSync(path.join(repoRoot, 'src/widgets', type), path.join(widgets, type));
    const errors = await plant(
      'no-manifest',
      (json) => json(ELIGIBILITY, (step) => step.blocks.push({ type: 'StarRating', name: 'rating', text: { legend: 'eligibilityHeardLegend' } })),
      { widgetsDir: widgets },
    );
    expect(at(errors, 'widgets/StarRating/manifest.ts', '')).toEqual([expect.stringContaining('widget folder StarRating has no manifest.ts')]);
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/3/type')).toEqual(['unknown widget type "StarRating"']);
  });

  it('a widget on a claim step that cannot be answered without scripts (no `noScript` in its manifest)', async () => {
    const root = path.join(work, 'no-script-answer');
    const widgets = path.join(root, 'widgets');
    mkdirSync(path.join(widgets, 'StarRating'), { recursive: true });
    writeFileSync(path.join(widgets, 'StarRating/index.tsx'), 'export default function StarRating() { return null; }\n');
    writeFileSync(path.join(widgets, 'StarRating/manifest.ts'), "export default { props: { type: 'object' }, text: { legend: { required: true } }, value: { type: 'integer' } };\n");
    for (const type of ['RichText', 'Checkbox', 'RadioGroup']) symlinkSync(path.join(repoRoot, 'src/widgets', type), path.join(widgets, type));
    const errors = await plant(
      'no-script-answer',
      (json) => json(ELIGIBILITY, (step) => step.blocks.push({ type: 'StarRating', name: 'rating', text: { legend: 'eligibilityHeardLegend' } })),
      { widgetsDir: widgets },
    );
    expect(at(errors, `pkg/${ELIGIBILITY}`, '/blocks/3')).toEqual([expect.stringContaining('StarRating cannot be answered without scripts')]);
  });
});
