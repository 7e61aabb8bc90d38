// ESLint: typescript-eslint's recommended rules, React's rules of hooks, and the architecture's boundaries
// (which layer may import which), so the layout holds by lint rather than by hope.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** no-restricted-imports patterns, one message each. */
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const group = (paths, message, extra = {}) => ({ group: paths, message, ...extra });

const PLUGINS = ['**/widgets/*', '**/widgets/**', '**/actions/*', '**/actions/**', '**/sources/*', '**/sources/**', '**/app/*', '**/app/**'];

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
      'no-restricted-globals': ['error', { name: 'sessionStorage', message: 'Use src/state/webStorage.ts.' }, { name: 'localStorage', message: 'Use src/state/webStorage.ts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'sessionStorage', message: 'Use src/state/webStorage.ts.' },
        { object: 'window', property: 'localStorage', message: 'Use src/state/webStorage.ts.' },
      ],
    },
  },
  { files: ['src/state/webStorage.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: restrict(group(PLUGINS, 'The engine never imports a concrete widget, action, data source or the app: they are handed to it.')),
  },
  {
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: restrict(
      group(['**/engine/*', '**/engine/**', '!**/engine/contract'], 'Widgets see the engine only through engine/contract.'),
      group(['**/engine/contract'], 'Widgets import engine/contract for its types only.', { allowTypeImports: true }),
      group(['**/api/*', '**/api/**', '**/state/*', '**/state/**', '**/actions/*', '**/actions/**', '**/sources/*', '**/sources/**', '**/app/*', '**/app/**'], 'Widgets get what they need through their props.'),
      group(['../[A-Z]*', '../[A-Z]*/**'], 'A widget never imports another widget (shared code goes to src/widgets/_shared).'),
    ),
  },
  {
    files: ['src/actions/**/*.ts', 'src/sources/**/*.ts'],
    rules: restrict(group(['**/widgets/*', '**/widgets/**'], 'Actions and sources never import widgets.')),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      group(
        ['**/src/widgets/**', '**/src/actions/**', '**/src/sources/**', '**/src/app/**', '!**/src/app/serverPaint', '!**/src/app/renderScreen'],
        "The server never imports the site's UI (only rules, the engine's pure logic and the server renderer's type).",
      ),
    ),
  },
  {
    files: ['tooling/**/*.ts'],
    rules: restrict(group(['**/src/widgets/**', '**/src/app/**'], 'The tooling never imports the UI.')),
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
