import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actions, sources, widgets } from '../../../src/app/registry';
import { repoRoot } from '../../../core/definitions/index';
import { answerMakers } from '../../../core/simulation/answerMakers';

const sorted = (names: Iterable<string>) => [...names].sort();
const list = (folder: string) => readdirSync(path.join(repoRoot, folder));
/** Plug-in modules: *.ts basenames, leaving out index, tests and declarations. */
const moduleNames = (folder: string) =>
  list(folder)
    .filter((name) => name.endsWith('.ts') && !/\.(test|spec|d)\.ts$/.test(name) && name !== 'index.ts')
    .map((name) => name.slice(0, -3));

describe('the app registry matches the plug-in folders', () => {
  it('has one widget per PascalCase folder of src/widgets, named after it', () => {
    const folders = list('src/widgets').filter(
      (name) => /^[A-Z][A-Za-z0-9]*$/.test(name) && statSync(path.join(repoRoot, 'src/widgets', name)).isDirectory(),
    );
    expect(sorted(Object.keys(widgets))).toEqual(sorted(folders));
  });

  it('every widget declares its settings in a props schema (the checker and, later, the studio read it)', () => {
    const missing = Object.keys(widgets).filter((type) => !existsSync(path.join(repoRoot, 'src/widgets', type, 'props.schema.json')));
    expect(missing).toEqual([]);
  });

  it("the journey simulation knows every widget's answers.ts", () => {
    const withAnswers = Object.keys(widgets).filter((type) => existsSync(path.join(repoRoot, 'src/widgets', type, 'answers.ts')));
    expect(sorted(Object.keys(answerMakers))).toEqual(sorted(withAnswers));
  });

  it('has one action per src/actions/*.ts file, named after it', () => {
    expect(sorted(Object.keys(actions))).toEqual(sorted(moduleNames('src/actions')));
  });

  it('has one data source per src/sources/*.ts file, named after it', () => {
    expect(sorted(Object.keys(sources))).toEqual(sorted(moduleNames('src/sources')));
  });

  it('registers callables: widget loaders, actions and sources', () => {
    for (const registration of Object.values(widgets)) expect(typeof registration.load).toBe('function');
    for (const action of Object.values(actions)) expect(typeof action).toBe('function');
    for (const source of Object.values(sources)) expect(typeof source).toBe('function');
  });
});
