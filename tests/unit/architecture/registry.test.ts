import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actions, sources, widgets } from '../../../src/app/registry';
import { actions as walkerActions } from '../../../core/actions/index';
import { repoRoot } from '../../../core/node/definitions/index';
import { answerMakersOf } from '../../../core/node/simulation/answerMakers';
import { loadManifests, widgetFolders } from '../../../core/node/manifests/loadManifests';

const sorted = (names: Iterable<string>) => [...names].sort();
const list = (folder: string) => readdirSync(path.join(repoRoot, folder));
/** Plug-in modules: *.ts basenames, leaving out index, tests and declarations. */
const moduleNames = (folder: string) =>
  list(folder)
    .filter((name) => name.endsWith('.ts') && !/\.(test|spec|d)\.ts$/.test(name) && name !== 'index.ts')
    .map((name) => name.slice(0, -3));

describe('the registries are derived from the plug-in folders', () => {
  it('every PascalCase folder of src/widgets has a valid manifest, and the app registers exactly those', async () => {
    const loaded = await loadManifests();
    expect(loaded.filter((widget) => widget.problem)).toEqual([]);
    expect(sorted(Object.keys(widgets))).toEqual(sorted(widgetFolders(path.join(repoRoot, 'src/widgets'))));
  });

  it("the journey simulation answers every widget whose manifest says it answers a value", async () => {
    const answering = (await loadManifests()).filter((widget) => widget.manifest?.answers).map((widget) => widget.type);
    expect(sorted((await answerMakersOf()).keys())).toEqual(sorted(answering));
  });

  it('has one action per core/actions/*.ts file, named after it', () => {
    expect(sorted(Object.keys(actions))).toEqual(sorted(moduleNames('core/actions')));
    expect(sorted(Object.keys(walkerActions))).toEqual(sorted(Object.keys(actions)));
  });

  it('has one data source per core/sources/*.ts file, named after it', () => {
    expect(sorted(Object.keys(sources))).toEqual(sorted(moduleNames('core/sources')));
  });

  it('registers callables: widget loaders and manifests, actions and sources', () => {
    for (const registration of Object.values(widgets)) {
      expect(typeof registration.load).toBe('function');
      expect(typeof registration.manifest).toBe('function');
    }
    for (const action of Object.values(actions)) expect(typeof action).toBe('function');
    for (const source of Object.values(sources)) expect(typeof source).toBe('function');
  });
});
