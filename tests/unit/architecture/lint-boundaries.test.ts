/**
 * The architecture's boundaries are held by lint (eslint.config.js): these planted sources are what each rule must
 * refuse, and the real sources pass (npm run lint in npm test).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('the engine never imports a widget, an action, a source or the app', async () => {
    expect(await problemsOf('src/engine/blocks/Example.tsx', "import Hero from '../../widgets/Hero';\nexport default Hero;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*The engine never imports a concrete widget/),
    ]);
    expect(await problemsOf('src/engine/Example.ts', "import { actions } from '../app/registry';\nexport { actions };\n")).toHaveLength(1);
  });

  it('a widget imports engine/contract for types only, and no other widget', async () => {
    expect(await problemsOf('src/widgets/Example/index.tsx', "import type { WidgetProps } from '../../engine/contract';\nexport type P = WidgetProps;\n")).toEqual([]);
    expect(await problemsOf('src/widgets/Example/index.tsx', "import { conditionHolds } from '../../engine/conditions';\nexport { conditionHolds };\n")).toHaveLength(1);
    expect(await problemsOf('src/widgets/Example/index.tsx', "import Hero from '../Hero';\nexport default Hero;\n")).toEqual([expect.stringMatching(/another widget/)]);
    expect(await problemsOf('src/widgets/Example/index.tsx', "import { x } from './parts';\nexport { x };\n")).toEqual([]);
  });

  it('actions and data sources see the engine through engine/contract only (actions: and its submission builder)', async () => {
    expect(await problemsOf('core/actions/example.ts', "import { buildSubmission } from '../engine/submission/buildSubmission';\nexport { buildSubmission };\n")).toEqual([]);
    expect(await problemsOf('core/actions/example.ts', "import { conditionHolds } from '../engine/conditions';\nexport { conditionHolds };\n")).toEqual([expect.stringMatching(/Actions see the engine only/)]);
    expect(await problemsOf('core/sources/example.ts', "import { buildSubmission } from '../engine/submission/buildSubmission';\nexport { buildSubmission };\n")).toEqual([expect.stringMatching(/Data sources see the engine only/)]);
    expect(await problemsOf('core/actions/example.ts', "import Hero from '../../src/widgets/Hero';\nexport default Hero;\n")).toHaveLength(1);
  });

  it("the site routes through the engine's router; React Router is the studio's", async () => {
    const routerImport = "import { Link } from 'react-router';\nexport { Link };\n";
    for (const file of ['src/widgets/Example/index.tsx', 'src/engine/Example.tsx', 'src/app/example.tsx']) {
      expect(await problemsOf(file, routerImport)).toEqual([expect.stringMatching(/no-restricted-imports: .*React Router is the studio's/)]);
    }
    expect(await problemsOf('src/studio/Example.tsx', routerImport)).toEqual([]);
  });

  it('only src/state/webStorage.ts touches Web Storage', async () => {
    expect(await problemsOf('src/widgets/Example/index.tsx', "export const x = () => window.sessionStorage.getItem('k');\n")).toEqual([expect.stringMatching(/no-restricted-properties/)]);
    expect(await problemsOf('src/engine/Example.ts', "export const x = () => localStorage.getItem('k');\n")).toEqual([expect.stringMatching(/no-restricted-globals/)]);
    for (const use of ["window['localStorage']", 'globalThis.sessionStorage', 'Storage.prototype']) {
      expect(await problemsOf('src/app/example.ts', `export const x = ${use};\n`)).toEqual([expect.stringMatching(/no-restricted-properties/)]);
    }
    expect(await problemsOf('src/state/webStorage.ts', 'export const x = () => window.sessionStorage;\n')).toEqual([]);
  });

  it('the server runs on the core and the API types: nothing of src/ (no UI, no renderer) and no build tooling', async () => {
    const ui = /imports the core \(core\/\) and the API's generated types/;
    expect(await problemsOf('server/http/example.ts', "import Hero from '../../src/widgets/Hero';\nexport default Hero;\n")).toEqual([expect.stringMatching(ui)]);
    expect(await problemsOf('server/http/example.ts', "import { PageView } from '../../src/engine/PageView.tsx';\nexport { PageView };\n")).toEqual([
      expect.stringMatching(ui),
      expect.stringMatching(/a \.tsx module/),
    ]);
    expect(await problemsOf('server/http/example.ts', "import type { RenderedScreen } from '../../src/app/renderScreen';\nexport type R = RenderedScreen;\n")).toEqual([expect.stringMatching(ui)]);
    expect(await problemsOf('server/http/example.ts', "import { isWellFormedImei } from '../../src/rules/luhn';\nexport { isWellFormedImei };\n")).toEqual([expect.stringMatching(ui)]);
    expect(await problemsOf('server/http/example.ts', "import { compileHints } from '../../tooling/compileHints';\nexport { compileHints };\n")).toEqual([expect.stringMatching(/never imports build-time tooling/)]);
    expect(await problemsOf('server/http/example.ts', "import type { paths } from '../../src/api/generated/promotion-api';\nexport type P = paths;\n")).toEqual([expect.stringMatching(ui)]);
    const allowed = "import type { RenderedScreen } from '../../core/render/renderContract';\nimport { isWellFormedImei } from '../../core/rules/luhn';\nimport type { paths } from '../../core/generated/api/promotion-api';\nexport type R = RenderedScreen;\nexport type P = paths;\nexport { isWellFormedImei };\n";
    expect(await problemsOf('server/http/example.ts', allowed)).toEqual([]);
  });

  it('the server by feature: the shared floor imports no feature, a feature only the features it names, none the assembly', async () => {
    expect(await problemsOf('server/db/example.ts', "import { siteRoutes } from '../site/site';\nexport { siteRoutes };\n")).toEqual([expect.stringMatching(/shared floor imports no feature/)]);
    expect(await problemsOf('server/packages/example.ts', "import { buildApp } from '../app';\nexport { buildApp };\n")).toEqual([expect.stringMatching(/shared floor imports no feature/)]);
    expect(await problemsOf('server/site/example.ts', "import { x } from '../promotion-api/routes/claim';\nexport { x };\n")).toEqual([expect.stringMatching(/server\/site\/ imports the shared floor and privacy\/, no other feature/)]);
    expect(await problemsOf('server/studio/auth/example.ts', "import { x } from '../../uploads/store-file';\nexport { x };\n")).toEqual([expect.stringMatching(/server\/studio\/ imports the shared floor and versions\/, site\//)]);
    expect(await problemsOf('server/versions/example.ts', "import { buildApp } from '../app';\nexport { buildApp };\n")).toEqual([expect.stringMatching(/never imports the assembly/)]);
    const allowed = "import { x } from '../../versions/version-store';\nimport { y } from '../../site/site';\nimport { z } from '../../db/open-database';\nimport { w } from '../studio-context';\nexport { x, y, z, w };\n";
    expect(await problemsOf('server/studio/review/example.ts', allowed)).toEqual([]);
    expect(await problemsOf('server/promotion-api/routes/example.ts', "import { a } from '../../uploads/store-file';\nimport { b } from '../../usage/usage-counter';\nimport { c } from '../../http/api-error';\nexport { a, b, c };\n")).toEqual([]);
  });

  it('the core is framework-free and stands alone: no React, no Fastify, no DOM, nothing of src/, server/, tooling/ or scripts/', async () => {
    const outside = /imports nothing outside core\//;
    expect(await problemsOf('core/engine/example.ts', "import { useState } from 'react';\nexport { useState };\n")).toEqual([expect.stringMatching(/no React, no Fastify/)]);
    expect(await problemsOf('core/engine/example.ts', "import Fastify from 'fastify';\nexport { Fastify };\n")).toEqual([expect.stringMatching(/no React, no Fastify/)]);
    expect(await problemsOf('core/engine/example.ts', "import { buildApp } from '../../server/app';\nexport { buildApp };\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/engine/example.ts', "import { widgets } from '../../src/app/registry';\nexport { widgets };\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/engine/example.ts', "import type { WidgetProps } from '../../src/engine/contract';\nexport type W = WidgetProps;\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/node/definitions/example.ts', "import { compileHints } from '../../../tooling/compileHints';\nexport { compileHints };\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/node/simulation/example.ts', "import type { Args } from '../../../scripts/simulate';\nexport type A = Args;\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/node/simulation/example.ts', "import answers from '../../../src/widgets/Select/answers';\nexport { answers };\n")).toEqual([expect.stringMatching(outside)]);
    expect(await problemsOf('core/engine/example.ts', 'export const title = () => document.title;\n')).toEqual([expect.stringMatching(/no DOM/)]);
    expect(await problemsOf('core/node/example.ts', 'export const title = () => window.name;\n')).toEqual([expect.stringMatching(/no DOM/)]);
    expect(await problemsOf('tooling/example.ts', "import { widgets } from '../src/app/registry';\nexport { widgets };\n")).toEqual([expect.stringMatching(/tooling never imports the UI/)]);
    expect(await problemsOf('src/widgets/Select/answers.ts', "import { useState } from 'react';\nexport { useState };\n")).toEqual([expect.stringMatching(/answers are plain logic/)]);
    expect(await problemsOf('src/engine/Example.ts', "export const f = new Function('return 1');\n")).toEqual([expect.stringMatching(/no-new-func/)]);
  });

  it("core's browser-safe part holds no Node: built-ins, Node globals and core/node/ live apart", async () => {
    const node = /no Node built-ins/;
    for (const file of ['core/engine/example.ts', 'core/actions/example.ts', 'core/sources/example.ts', 'core/rules/example.ts'])
      expect(await problemsOf(file, "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n")).toEqual([expect.stringMatching(node)]);
    expect(await problemsOf('core/package/example.ts', "import path from 'path';\nexport { path };\n")).toEqual([expect.stringMatching(node)]);
    expect(await problemsOf('core/engine/example.ts', 'export const env = () => process.env.HOME;\n')).toEqual([expect.stringMatching(/Node-only code lives in core\/node/)]);
    expect(await problemsOf('core/engine/example.ts', "import { checkPackage } from '../node/definitions/index';\nexport { checkPackage };\n")).toEqual([expect.stringMatching(/never imports core\/node/)]);
    expect(await problemsOf('core/node/package/example.ts', "import { readFileSync } from 'node:fs';\nimport { addressesOf } from '../../package/addresses';\nexport const env = () => process.env.HOME;\nexport { readFileSync, addressesOf };\n")).toEqual([]);
  });

  it('core/rules are plain functions for the browser and the server: other rules and the API types only', async () => {
    const allowed = "import { DateTime } from 'luxon';\nimport type { components } from '../generated/api/promotion-api';\nimport { todayIn } from './calendarDates';\nexport { DateTime, todayIn };\nexport type C = components;\n";
    expect(await problemsOf('core/rules/example.ts', allowed)).toEqual([]);
    expect(await problemsOf('core/rules/example.ts', "import type { SiteEnvironment } from '../engine/contract';\nexport type E = SiteEnvironment;\n")).toEqual([expect.stringMatching(/only other rules/)]);
  });

  it('hooks are called in the same order on every render', async () => {
    const conditional = "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (!on) return null;\n  const [x] = useState(0);\n  return x;\n}\n";
    expect(await problemsOf('src/engine/Example.tsx', conditional)).toEqual([expect.stringMatching(/react-hooks\/rules-of-hooks/)]);
  });

  it('the studio is an app of its own: it talks to the server, it never imports the site app, widgets or engine', async () => {
    expect(await problemsOf('src/studio/Example.tsx', "import { widgets } from '../app/registry';\nexport { widgets };\n")).toEqual([expect.stringMatching(/studio talks to the server/)]);
    expect(await problemsOf('src/studio/Example.tsx', "import { conditionHolds } from '../engine/conditions';\nexport { conditionHolds };\n")).toEqual([expect.stringMatching(/studio talks to the server/)]);
    expect(await problemsOf('src/studio/Example.tsx', "import { SanitizedHtml } from '../content/SanitizedHtml';\nimport { App } from './App';\nexport { SanitizedHtml, App };\n")).toEqual([]);
    expect(await problemsOf('src/studio/Example.tsx', "import type { Review } from '../../server/promotions/review-changes';\nexport type { Review };\n")).toEqual([expect.stringMatching(/knows the server only through its contract/)]);
    expect(await problemsOf('src/studio/Example.tsx', "import type { components } from '../../core/generated/studio-api';\nexport type Review = components['schemas']['Review'];\n")).toEqual([]);
  });
});
