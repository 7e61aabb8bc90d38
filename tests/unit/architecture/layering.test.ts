import { describe, expect, it } from 'vitest';
import { importsOf, isUnder, sourceFiles } from './sourceImports';

const violations = (folder: string, forbidden: (target: string, file: string) => string | undefined) =>
  sourceFiles(folder).flatMap(({ file, imports }) =>
    imports.flatMap(({ target, specifier }) => {
      const why = forbidden(target, file);
      return why ? [`${file} imports ${specifier}: ${why}`] : [];
    }),
  );

describe('the import scanner', () => {
  it('resolves relative imports and tells type-only ones apart', () => {
    const imports = importsOf(
      'src/widgets/Example/index.tsx',
      [
        "import type { WidgetProps } from '../../engine/contract';",
        "import { type A, type B } from '../../engine/contract';",
        "import { pendingFiles } from '../../state/pendingFiles';",
        "import Other, { type C } from '../Other';",
        "export { x } from './x';",
        "import './theme.css';",
        "const lazy = () => import('../Calendar/index.tsx');",
        "import { useState } from 'react';",
      ].join('\n'),
    );
    expect(imports.map(({ target, typeOnly }) => [target, typeOnly])).toEqual([
      ['src/engine/contract', true],
      ['src/engine/contract', true],
      ['src/state/pendingFiles', false],
      ['src/widgets/Other', false],
      ['src/widgets/Example/x', false],
      ['src/widgets/Example/theme.css', false],
      ['src/widgets/Calendar', false],
    ]);
  });

  it('finds the imports of the real sources', () => {
    const blockView = sourceFiles('src/engine').find((f) => f.file === 'src/engine/blocks/BlockView.tsx');
    expect(blockView?.imports.map((i) => i.target)).toContain('src/engine/form/paths');
    expect(sourceFiles('src/widgets').length).toBeGreaterThan(10);
  });
});

describe('layering', () => {
  it('the engine never imports widgets, actions, data sources or the app', () => {
    const plugins = ['src/widgets', 'src/actions', 'src/sources', 'src/app'];
    const found = violations('src/engine', (target) => plugins.find((folder) => isUnder(target, folder)));
    expect(found).toEqual([]);
  });

  it('widgets see the engine only through type imports of engine/contract', () => {
    const found = sourceFiles('src/widgets').flatMap(({ file, imports }) =>
      imports
        .filter(({ target }) => isUnder(target, 'src/engine'))
        .filter(({ target, typeOnly }) => target !== 'src/engine/contract' || !typeOnly)
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it('widgets never import the api, the state, actions or another widget', () => {
    const folderOf = (file: string) => file.split('/')[2];
    const found = violations('src/widgets', (target, file) => {
      const banned = ['src/api', 'src/state', 'src/actions', 'src/sources', 'src/app'].find((folder) => isUnder(target, folder));
      if (banned) return `${banned} is off limits to widgets`;
      const other = isUnder(target, 'src/widgets') ? target.split('/')[2] : undefined;
      if (other && /^[A-Z]/.test(other) && other !== folderOf(file)) return `widget ${other} is another widget`;
      return undefined;
    });
    expect(found).toEqual([]);
  });

  it('actions never import widgets', () => {
    expect(violations('src/actions', (target) => (isUnder(target, 'src/widgets') ? 'widget' : undefined))).toEqual([]);
  });
});

describe('no code from strings', () => {
  it('src/ uses neither eval nor the Function constructor', () => {
    const found = sourceFiles('src')
      .filter(({ text }) => /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(/.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });
});

describe('one door to Web Storage', () => {
  // Storage that throws (policy, quota, private modes) must fall back to memory: only src/state/webStorage.ts
  // reaches the browser's storage, so nothing else can break the page by touching it directly.
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const direct = /\b(sessionStorage|localStorage)\b|\bStorage\.prototype\b|\bwindow\s*\[\s*['"](session|local)Storage/;

  it('only src/state/webStorage.ts names sessionStorage or localStorage', () => {
    const found = sourceFiles('src')
      .filter(({ file }) => !file.includes('/generated/') && file !== 'src/state/webStorage.ts')
      .filter(({ text }) => direct.test(withoutComments(text)))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('the check catches a direct use', () => {
    expect(direct.test(withoutComments("const x = window.sessionStorage.getItem('k');"))).toBe(true);
    expect(direct.test(withoutComments('localStorage.setItem(k, v)'))).toBe(true);
    expect(direct.test(withoutComments("window['localStorage']"))).toBe(true);
    expect(direct.test(withoutComments('// reading window.localStorage throws'))).toBe(false);
  });
});
