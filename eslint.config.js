// ESLint: typescript-eslint's recommended rules, React's rules of hooks, and the architecture's boundaries
// (which layer may import which), so the layout holds by lint rather than by hope.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** no-restricted-imports patterns, one message each. */
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const group = (paths, message, extra = {}) => ({ group: paths, message, ...extra });
/** A pattern refusing every module of `folder` (and the folder itself) but the `allowed` paths inside it. */
const allOf = (folder, allowed, message) => ({ regex: `(^|/)${folder}(/(?!(${allowed.join('|')})$).*)?$`, caseSensitive: true, message });

const PLUGINS = ['**/widgets', '**/widgets/**', '**/actions', '**/actions/**', '**/sources', '**/sources/**', '**/app', '**/app/**'];
const WEB_STORAGE = 'Use src/state/webStorage.ts.';
const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['sessionStorage', 'localStorage'].map((property) => ({ object, property, message: WEB_STORAGE })),
);

// The core (core/): the floor the site, the server and the tools stand on. It imports nothing above it (type imports
// included), no framework, no DOM; its browser-safe part (all but core/node/) no Node either.
const CORE_FRAMEWORKS = group(['react', 'react-*', 'react-dom/*', 'react-router', 'jotai', 'jotai/*', 'fastify', '@fastify/*', '*.tsx'], 'core/ is plain TypeScript for the browser, the server and the build: no React, no Fastify.');
const CORE_ABOVE = { regex: '^(\\.\\./)+(src|server|tooling|scripts)(/|$)', message: 'core/ imports nothing outside core/ (not src/, server/, tooling/ or scripts/): the site and the server fill its interfaces.' };
const CORE_NODE = [
  group([...builtinModules, ...builtinModules.map((name) => `${name}/*`), 'node:*'], "Core's browser-safe part runs in the browser: no Node built-ins (Node-only code lives in core/node/)."),
  { regex: '^(\\.\\.?/)+(.*/)?node(/|$)', message: "Core's browser-safe part never imports core/node/ (the browser would load Node's code)." },
];
const coreImports = (...extra) => restrict(CORE_FRAMEWORKS, CORE_ABOVE, ...extra);
const DOM_GLOBALS = ['window', 'document', 'navigator', 'location', 'history', 'sessionStorage', 'localStorage'].map((name) => ({ name, message: 'core/ runs on the server too: no DOM.' }));
const NODE_GLOBALS = ['process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({ name, message: "Core's browser-safe part runs in the browser: Node-only code lives in core/node/." }));

/** server/: the features, the assembly, and which feature each feature may import (the rest is the shared floor). */
const SERVER_FEATURES = ['site', 'promotion-api', 'studio', 'versions', 'uploads', 'usage', 'demo-services', 'messages', 'privacy'];
const SERVER_ASSEMBLY = ['app', 'main', 'simulation-server', 'load-checked-packages', 'operator', 'cli', 'promotion-cli', 'studio-cli'];
// The promotion API stores uploads, counts usage, knows the preview cookie's name, writes a claim's messages in its
// transaction (the outbox) and seals bank details (privacy); privacy erases uploads; the studio works on versions and
// previews the site.
const FEATURE_IMPORTS = { 'promotion-api': ['uploads', 'usage', 'studio', 'messages', 'privacy'], studio: ['versions', 'site'], privacy: ['uploads'], site: ['privacy'] };
/** A relative specifier that climbs out to one of `names` (a folder or a top file of server/). */
const climbsTo = (names, message) => ({ regex: `^(\\.\\./)+(${names.join('|')})(\\.ts)?(/|$)`, message });
function serverFeatureRules() {
  const shared = ['server/config.ts', 'server/mail-settings.ts', 'server/encryption-keys.ts', 'server/keepRecent.ts', 'server/db/**/*.ts', 'server/http/**/*.ts', 'server/address/**/*.ts', 'server/packages/**/*.ts'];
  return [
    {
      files: shared,
      rules: { 'no-restricted-imports': ['error', { patterns: [climbsTo([...SERVER_FEATURES, ...SERVER_ASSEMBLY], "The server's shared floor imports no feature and not the assembly.")] }] },
    },
    ...SERVER_FEATURES.map((feature) => {
      const others = SERVER_FEATURES.filter((other) => other !== feature && !(FEATURE_IMPORTS[feature] ?? []).includes(other));
      return {
        files: [`server/${feature}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                climbsTo(others, `server/${feature}/ imports the shared floor${FEATURE_IMPORTS[feature] ? ` and ${FEATURE_IMPORTS[feature].map((name) => `${name}/`).join(', ')}` : ''}, no other feature.`),
                climbsTo(SERVER_ASSEMBLY, 'A feature never imports the assembly (app.ts, main.ts, the command lines): they import it.'),
              ],
            },
          ],
        },
      };
    }),
  ];
}

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/generated/**', 'design/**'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Unused values are mistakes; a leading underscore says "deliberately unused" (omitted destructured keys).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Plug-in registries and JSON shapes read from files are typed at their edges; `any` stays a local choice.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // One door to Web Storage: only src/state/webStorage.ts (storage that throws falls back to memory there).
      'no-restricted-globals': ['error', { name: 'sessionStorage', message: WEB_STORAGE }, { name: 'localStorage', message: WEB_STORAGE }],
      'no-restricted-properties': ['error', ...storageProperties, { object: 'Storage', property: 'prototype', message: WEB_STORAGE }],
    },
  },
  { files: ['src/state/webStorage.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  // The studio's one door (it imports nothing of the site's state): its undo and redo kept for the tab's session.
  { files: ['src/studio/undoHistory.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  {
    // The site routes by its definitions (core/engine/screenOfPath.ts routeMatchOf) through the engine's own router;
    // React Router (12 kB of every page's start) is the studio's only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/studio/**'],
    // ESLint's own rule, so that no layer's @typescript-eslint/no-restricted-imports below replaces it.
    rules: { 'no-restricted-imports': ['error', { patterns: [group(['react-router', 'react-router/*', 'react-router-dom'], "The site's pages route through src/engine/navigation/siteRouter.tsx; React Router is the studio's.")] }] },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: restrict(group(PLUGINS, 'The engine never imports a concrete widget, action, data source or the app: they are handed to it.')),
  },
  {
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: restrict(
      allOf('engine', ['contract'], 'Widgets see the engine only through engine/contract.'),
      group(['**/engine/contract'], 'Widgets import engine/contract for its types only.', { allowTypeImports: true }),
      group(['**/api/*', '**/api/**', '**/state/*', '**/state/**', '**/actions/*', '**/actions/**', '**/sources/*', '**/sources/**', '**/app/*', '**/app/**'], 'Widgets get what they need through their props.'),
      group(['../[A-Z]*', '../[A-Z]*/**'], 'A widget never imports another widget (shared code goes to src/widgets/_shared).', { caseSensitive: true }),
    ),
  },
  {
    // Actions and data sources (core/actions, core/sources): plain functions over their context, run by the site and
    // by the journey walker alike. Besides the core's rules, they see the engine through its contract only.
    files: ['core/actions/**/*.ts'],
    rules: coreImports(
      ...CORE_NODE,
      // The submit actions run the engine's submission builder (pure functions over the draft): named here.
      allOf('engine', ['contract', 'submission/buildSubmission', 'submission/formats'], 'Actions see the engine only through engine/contract (and its submission builder).'),
    ),
  },
  {
    files: ['core/sources/**/*.ts'],
    rules: coreImports(...CORE_NODE, allOf('engine', ['contract'], 'Data sources see the engine only through engine/contract.')),
  },
  {
    // The studio is an app of its own: it shares the content sanitiser with the site, nothing of the site's app.
    files: ['src/studio/**/*.{ts,tsx}'],
    rules: restrict(
      group(['**/src/app', '**/src/app/**', '../app', '../app/**', '**/widgets', '**/widgets/**', '**/actions/**', '**/sources/**', '**/state/**', '**/engine/**'], 'The studio talks to the server (/studio/api/); it never imports the site app, its widgets, actions, sources, state or engine.'),
      // Type imports too: what the studio knows of the server's answers is its contract's generated types.
      group(['**/server', '**/server/**'], "The studio knows the server only through its contract (openapi/studio-api.yaml, core/generated/studio-api.d.ts)."),
    ),
  },
  {
    // The core: the package model, the checker, the journey walker, the rules, the engine's pure logic, actions and
    // data sources. The browser, the server and the build all import it, so it holds no React, no Fastify, no DOM and
    // imports nothing of theirs. Its Node-only part (file reading, the checker, the walker) is core/node/.
    files: ['core/**/*.ts'],
    ignores: ['core/node/**', 'core/actions/**', 'core/sources/**', 'core/rules/**'],
    rules: { ...coreImports(...CORE_NODE), 'no-restricted-globals': ['error', ...DOM_GLOBALS, ...NODE_GLOBALS] },
  },
  { files: ['core/actions/**/*.ts', 'core/sources/**/*.ts', 'core/rules/**/*.ts'], rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS, ...NODE_GLOBALS] } },
  {
    files: ['core/node/**/*.ts'],
    rules: { ...coreImports(), 'no-restricted-globals': ['error', ...DOM_GLOBALS] },
  },
  {
    // The rules the browser and the server both check by: plain functions over their arguments.
    files: ['core/rules/**/*.ts'],
    rules: coreImports(...CORE_NODE, { regex: '^\\.\\./(?!generated/api/promotion-api$)', message: "core/rules imports only other rules and the API's generated types." }),
  },
  {
    // The server runs on the core and the API's generated types (core/generated/api); the site's code (src/) and the build (tooling/) are
    // not its business: the server renderer is built apart (dist/ssr) and loaded at run time.
    files: ['server/**/*.ts'],
    rules: restrict(
      group(['**/src', '**/src/**'], "The server imports the core (core/) and the API's generated types (core/generated/api), nothing of src/."),
      group(['**/tooling', '**/tooling/**'], 'The server never imports build-time tooling: what it needs at run time is in core/.'),
      group(['*.tsx'], "The server never imports the site's UI (a .tsx module)."),
    ),
  },
  // The server by feature (server/README.md, the picture at the top of docs/architecture.md): the shared floor
  // (config.ts, mail-settings.ts, encryption-keys.ts, keepRecent.ts, db/, http/, address/, packages/) imports no feature; a feature imports the shared
  // floor and only the features named here; nothing but the assembly (app.ts, main.ts, the command lines) imports
  // the assembly. ESLint's own rule, so that the server-wide one above still applies.
  ...serverFeatureRules(),
  {
    files: ['tooling/**/*.{ts,tsx}'],
    rules: restrict(
      allOf('src/widgets', ['[A-Z][A-Za-z0-9]*/(answers|manifest)'], 'The tooling never imports the UI (from a widget folder only its manifest).'),
      group(['**/src/app', '**/src/app/**', '*.tsx'], 'The tooling never imports the UI.'),
    ),
  },
  {
    // The benchmarks' yardstick is a bare React form: were it to take any of the site's code, it would measure the site.
    files: ['bench/**/*.{ts,tsx}'],
    ignores: ['bench/*/vite.config.ts'],
    rules: restrict(group(['**/src', '**/src/**', '**/server', '**/server/**', '**/tooling', '**/tooling/**', '**/scripts/**', '**/page-definitions/**'], "The bare form (bench/) imports nothing of the site's code: it is what the site is measured against.")),
  },
  {
    files: ['src/widgets/*/answers.ts'],
    rules: restrict(group(['react', 'react-dom', 'react-dom/*', 'react-international-phone', '*.tsx', './index'], "A widget's answers are plain logic: no React, no component (the simulation runs them in Node).")),
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}', '**/*.cjs'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  // Playwright's fixtures hand over with a callback named `use`: not React's.
  { files: ['tests/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The inline start script is allowed by its hash: its bytes do not change for a lint rule.
  { files: ['src/app/startAfterPaint.js'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
);
