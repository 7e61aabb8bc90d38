/** The one package model (core/package): the same promotion whatever its files came from. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage, definitionsOf, repoRoot } from '../../../core/node/definitions/index';
import { addressesOf } from '../../../core/package/addresses';
import { imageOf, packageOfFiles, readPackage, storedFilesOf, wordingOf } from '../../../core/node/package/promotionPackage';

const GOO = path.join(repoRoot, 'page-definitions/GOO00028');

/** A package folder extending the shipped one: a new code and base path, one alias and one step title of its own. */
function extendingPackage(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'package-model-'));
  const dir = path.join(root, 'SUM00001');
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  mkdirSync(path.join(dir, 'steps'));
  writeFileSync(path.join(dir, 'promotion.json'), JSON.stringify({ extends: path.relative(root, GOO), promotionCode: 'SUM00001', basePath: '/summer/' }));
  writeFileSync(path.join(dir, 'content', 'en-GB.json'), JSON.stringify({ homeHeroTitle: 'Summer switch' }));
  return dir;
}

describe('the package model', () => {
  it('reads a folder with what it extends: each file merged, the base file named, the overlay recorded per value', () => {
    const pkg = readPackage(GOO);
    expect(pkg.code).toBe('GOO00028');
    expect(pkg.at).toBe('page-definitions/GOO00028');
    expect(pkg.fileNames['promotion.json']).toBe('page-definitions/GOO00028/promotion.json');
    expect(pkg.errors).toEqual([]);
    expect(Object.keys(pkg.files).some((file) => file.startsWith('steps/'))).toBe(true);
    expect(imageOf(pkg, 'how-it-works/step-1-buy-360.webp')?.length).toBeGreaterThan(0);
  });

  it('gives a stored version (its files) the same definitions and the same checker answer as its folder, without a folder', async () => {
    const folder = readPackage(GOO);
    const stored = packageOfFiles(JSON.parse(JSON.stringify(storedFilesOf(folder))));
    expect(definitionsOf(stored).definitions).toEqual(definitionsOf(folder).definitions);
    expect(wordingOf(stored, 'de-DE')).toEqual(wordingOf(folder, 'de-DE'));
    expect((await checkPackage(stored)).errors).toEqual([]);
    // A mistake in a version is named as in the package: file + pointer.
    const broken = storedFilesOf(folder);
    const step = Object.keys(broken).find((file) => file.startsWith('steps/')) as string;
    broken[step] = { ...(broken[step] as object), kind: 'page' };
    expect((await checkPackage(packageOfFiles(broken))).errors).toContainEqual({ file: step, pointer: '/kind', message: 'must be "step" for a file in this folder' });
  });

  it('merges an extending package over its base, keeping where each value came from', () => {
    const dir = extendingPackage();
    const pkg = readPackage(dir, { rootDir: path.dirname(dir) });
    expect(pkg.code).toBe('SUM00001');
    expect(wordingOf(pkg, 'en-GB')?.homeHeroTitle).toBe('Summer switch');
    // Every other alias is the base's.
    expect(Object.keys(wordingOf(pkg, 'en-GB') ?? {}).length).toBe(Object.keys(wordingOf(readPackage(GOO), 'en-GB') ?? {}).length);
    const promotionFile = pkg.fileNames['promotion.json'];
    expect(pkg.provenance.get(promotionFile)).toContainEqual({ pointer: '/basePath', file: 'SUM00001/promotion.json' });
    expect(pkg.addresses).toMatchObject({ basePath: '/summer', apiBase: '/api/summer', imagesPath: '/summer/images' });
    expect((storedFilesOf(pkg)['promotion.json'] as { extends?: string }).extends).toBeUndefined();
  });

  it('reports a file that is not JSON with its line and column, and still reads the others', () => {
    const dir = extendingPackage();
    writeFileSync(path.join(dir, 'steps', 'broken.json'), '{\n  "kind": "step",\n  "id": }');
    const pkg = readPackage(dir, { rootDir: path.dirname(dir) });
    expect(pkg.errors).toEqual([{ file: 'SUM00001/steps/broken.json', pointer: '', message: expect.stringMatching(/^invalid JSON: .*\(line 3, column \d+\)$/) }]);
    expect(pkg.files['promotion.json']).toBeDefined();
  });
});

describe('addresses', () => {
  it('are computed from promotion.json alone', () => {
    expect(addressesOf({ basePath: '/summer//', locales: { 'en-GB': { sitePath: '/summer' }, 'de-DE': {} } })).toEqual({
      basePath: '/summer',
      apiBase: '/api/summer',
      imagesPath: '/summer/images',
      sitePaths: { 'en-GB': '/summer' },
    });
    expect(addressesOf({}, 'SUM00001').basePath).toBe('/SUM00001');
  });
});
