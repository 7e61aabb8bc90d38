// Empties a data directory so a test server starts from a freshly migrated and seeded database.
import { rmSync, mkdirSync } from 'node:fs';

const dir = process.argv[2];
if (!dir || !dir.startsWith('test-results/')) {
  console.error('usage: node scripts/fresh-data-dir.mjs test-results/<name>');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
