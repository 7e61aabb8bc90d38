// `npm start` runs this first: it generates and builds only what is missing or older than its sources, so a fresh
// clone is ready after one command and a second start is quick, then bundles the server (dist-server/main.mjs).
// Two starts at once in one checkout build once: the second waits for the first's lock and finds the build done.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.mjs';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => {
    if (name === 'generated' || name === 'node_modules') return newest;
    return Math.max(newest, newestMtime(path.join(entry, name)));
  }, stat.mtimeMs);
}

const siteIsBuilt = () => {
  const builtAt = existsSync(path.join(root, 'dist/index.html')) ? statSync(path.join(root, 'dist/index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(...['src', 'schemas', 'openapi', 'index.html', 'vite.config.ts', 'vite.studio.config.ts', 'package-lock.json'].map(newestMtime));
  // generated/ (gitignored) is written by the build's generate step; the server's bundle imports from it.
  return builtAt >= sourcesAt && existsSync(path.join(root, 'generated/widget-modules.ts'));
};

const onWait = (pid) => console.log(`setup: another start (pid ${pid ?? '?'}) is building in this checkout; waiting for it…`);
await withBuildLock(path.join(root, '.build.lock'), async () => {
  if (!siteIsBuilt()) {
    console.log('setup: building the site (sources changed or no build yet)…');
    run('npm run --silent build');
  } else {
    console.log('setup: the site build is up to date');
  }
  const { file, ms } = await buildServer();
  console.log(`setup: ${path.relative(root, file)} built in ${ms} ms`);
}, { onWait });
