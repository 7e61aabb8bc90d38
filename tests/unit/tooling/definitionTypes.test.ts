import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFromFile } from 'json-schema-to-typescript';
import { foldNumberedDuplicates } from '../../../scripts/generate-definition-types';
import { repoRoot } from '../../../core/node/definitions/index';

describe('generated definition types', () => {
  it('fold numbered duplicates into the base type', () => {
    const ts = 'export interface Text {\n  [k: string]: string;\n}\n/**\n * doc\n */\nexport interface Text1 {\n  [k: string]: string;\n}\nexport interface A {\n  t?: Text1;\n}\n';
    expect(foldNumberedDuplicates(ts)).toBe('export interface Text {\n  [k: string]: string;\n}\nexport interface A {\n  t?: Text;\n}\n');
  });

  it('export the named types the engine imports', async () => {
    const dir = path.join(repoRoot, 'schemas/definition');
    const ts = foldNumberedDuplicates(
      (await compileFromFile(path.join(dir, 'page-definition.schema.json'), { bannerComment: '', cwd: dir })) +
        (await compileFromFile(path.join(dir, 'promotion-config.schema.json'), { bannerComment: '', cwd: dir })),
    );
    for (const name of ['PromotionConfig', 'PageDefinitionFile', 'Page', 'Flow', 'Step', 'Block', 'Condition'])
      expect(ts).toMatch(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
    expect(ts).not.toMatch(/Text\d/);
  });

  it('is checked in with the do-not-edit header', () => {
    const file = readFileSync(path.join(repoRoot, 'core/generated/definitions.d.ts'), 'utf8');
    expect(file).toContain('generated — do not edit');
  });
});
