// `npm start` runs this first: it generates and builds only what is missing or older than its sources,
// so a fresh clone is ready after one command and a second start is instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

const builtAt = existsSync(path.join(root, 'dist/index.html')) ? statSync(path.join(root, 'dist/index.html')).mtimeMs : 0;
const sourcesAt = Math.max(...['src', 'schemas', 'openapi', 'index.html', 'vite.config.ts', 'vite.studio.config.ts', 'package-lock.json'].map(newestMtime));

if (builtAt < sourcesAt) {
  console.log('setup: building the site (sources changed or no build yet)…');
  run('npm run --silent build');
} else {
  console.log('setup: the site build is up to date');
}
