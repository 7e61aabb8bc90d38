/**
 * `npm run promotion -- <command>`: a promotion's versions (server/versions/version-store.ts) on the server's
 * database (DATABASE_URL, else DATA_DIR). Each command prints JSON (a table with --pretty); a failure exits 1 with
 * its reason, a usage mistake 2.
 */
import os from 'node:os';
import path from 'node:path';
import { Refused, runDatabaseCommand, UsageError } from './cli/database-command';
import { checkPackage, formatDefinitionErrors } from '../core/node/definitions/index';
import { readPackage, storedFilesOf } from '../core/node/package/promotionPackage';
import { writeSnapshot, type PackageSnapshot } from './versions/package-snapshot';
import { createVersionProver } from './versions/prove-version';
import { startSimulationServer } from './simulation-server';
import { impactDiff } from './versions/impact-diff';
import { historyOf, importVersion, listPromotions, pointersOf, publishVersion, rollbackVersion, schedulePublish, versionOf, type Who } from './versions/version-store';
import type { Db } from './db/open-database';

/** What a command says besides its answer (the journeys walked before a publish): on stderr, so stdout stays JSON. */
const log = (text: string) => console.error(text);
const proveVersion = createVersionProver(startSimulationServer);

const USAGE = `Usage: npm run promotion -- <command> [--actor <name>] [--pretty]
  list                                 promotions with their live and draft version
  import <folder> [--publish]          store the package folder as the draft (after the checker passes)
  diff <code> [<from>] [<to>]          what changes from one version to another (default live -> draft)
  publish <code> [<version>] [--at <ISO time>]  make the draft (or a stored version) live, now or at a time; refused when the
                                       checker finds errors or a journey fails (npm run simulate, in dry run)
  rollback <code>                      make the previous live version live again
  history <code>                       every import, publish and rollback
  show <code> <version>                a stored version
  export <code> [<version>] <folder>   write a version (default live) as a package folder`;

/** A version named in full or by a unique prefix (at least 8 characters) of its hash. */
async function resolveVersion(db: Db, code: string, name: string): Promise<string> {
  if (!/^[0-9a-f]{8,64}$/.test(name)) throw new UsageError(`"${name}" is not a version (8 to 64 hex characters of its hash)`);
  const rows = await db.selectFrom('promotion_versions').select('hash').where('code', '=', code).where('hash', 'like', `${name}%`).execute();
  if (rows.length !== 1) throw new Refused(rows.length ? `"${name}" names ${rows.length} versions of ${code}` : `${code} has no version ${name}`);
  return rows[0].hash;
}

async function run(db: Db, args: string[], who: Who): Promise<unknown> {
  const [command, ...rest] = args;
  const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--at');
  switch (command) {
    case 'list':
      return listPromotions(db);
    case 'import': {
      const [folder] = positional;
      if (!folder) throw new UsageError('import needs a package folder');
      const pkg = readPackage(path.resolve(folder));
      const { errors } = await checkPackage(pkg);
      if (errors.length) throw new Refused(`the checker refuses ${folder}:\n${formatDefinitionErrors(errors)}`);
      const snapshot = { code: pkg.code, files: storedFilesOf(pkg) };
      const stored = await importVersion(db, snapshot, who);
      if (rest.includes('--publish') && (await pointersOf(db, snapshot.code)).live_hash !== stored.hash) {
        const proof = await proveVersion(snapshot.code, snapshot.files);
        if (!proof.ok) throw new Refused(`${snapshot.code} ${stored.hash.slice(0, 12)} is stored as the draft but not published: ${proof.text}`);
        log(proof.text);
        await publishVersion(db, snapshot.code, stored.hash, who);
      }
      return { version: stored.hash, created: stored.created, ...(await pointersOf(db, snapshot.code)) };
    }
    case 'diff': {
      const [code, fromName, toName] = positional;
      if (!code) throw new UsageError('diff needs a promotion code');
      const pointers = await pointersOf(db, code);
      const from = fromName ? await resolveVersion(db, code, fromName) : pointers.live_hash;
      const to = toName ? await resolveVersion(db, code, toName) : pointers.draft_hash;
      if (!from || !to) throw new Refused(`${code} has no ${from ? 'draft' : 'live version'} to compare`);
      const [a, b] = await Promise.all([versionOf(db, from), versionOf(db, to)]);
      return { code, from, to, ...impactDiff(a as PackageSnapshot, b as PackageSnapshot) };
    }
    case 'publish': {
      const [code, name] = positional;
      if (!code) throw new UsageError('publish needs a promotion code');
      const hash = name ? await resolveVersion(db, code, name) : (await pointersOf(db, code)).draft_hash;
      if (!hash) throw new Refused(`${code} has no draft to publish`);
      const snapshot = (await versionOf(db, hash)) as { files: Record<string, unknown> };
      // The checker, then every journey in dry run: a version that fails either is not published (no --force).
      const proof = await proveVersion(code, snapshot.files);
      if (!proof.ok) throw new Refused(`${code} ${hash.slice(0, 12)} is not published: ${proof.text}`);
      log(proof.text);
      const atFlag = rest.indexOf('--at');
      if (atFlag >= 0) {
        const at = new Date(rest[atFlag + 1] ?? '');
        if (!/^\d{4}-\d{2}-\d{2}T/.test(rest[atFlag + 1] ?? '') || Number.isNaN(at.getTime())) throw new UsageError('--at needs an ISO time, e.g. 2026-12-01T09:00:00+01:00');
        const id = await schedulePublish(db, code, hash, at, who);
        return { code, version: hash, scheduled: at.toISOString(), schedule: id };
      }
      await publishVersion(db, code, hash, who);
      return pointersOf(db, code);
    }
    case 'rollback': {
      const [code] = positional;
      if (!code) throw new UsageError('rollback needs a promotion code');
      await rollbackVersion(db, code, who);
      return pointersOf(db, code);
    }
    case 'history': {
      const [code] = positional;
      if (!code) throw new UsageError('history needs a promotion code');
      return historyOf(db, code);
    }
    case 'show': {
      const [code, name] = positional;
      if (!code || !name) throw new UsageError('show needs a promotion code and a version');
      return versionOf(db, await resolveVersion(db, code, name));
    }
    case 'export': {
      const [code, ...more] = positional;
      const folder = more.at(-1);
      if (!code || !folder) throw new UsageError('export needs a promotion code and a folder');
      const hash = more.length > 1 ? await resolveVersion(db, code, more[0]) : (await pointersOf(db, code)).live_hash;
      if (!hash) throw new Refused(`${code} has no live version`);
      writeSnapshot((await versionOf(db, hash)) as { code: string; files: Record<string, unknown> }, path.resolve(folder));
      return { code, version: hash, folder: path.resolve(folder) };
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

/** A table of rows (objects) for --pretty. */
function table(value: unknown): string {
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.length || typeof rows[0] !== 'object') return JSON.stringify(value, null, 2);
  const keys = Object.keys(rows[0] as object);
  const cell = (v: unknown) => (v === null || v === undefined ? '-' : typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? v.slice(0, 12) : String(v));
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell((r as Record<string, unknown>)[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(keys), ...rows.map((r) => line(keys.map((k) => cell((r as Record<string, unknown>)[k]))))].join('\n');
}

const argv = process.argv.slice(2);
const actorAt = argv.indexOf('--actor');
const actor = actorAt >= 0 ? argv[actorAt + 1] : os.userInfo().username;
const args = actorAt >= 0 ? argv.filter((_, i) => i !== actorAt && i !== actorAt + 1) : argv;
runDatabaseCommand(USAGE, async (db) => {
  if (!actor) throw new UsageError('--actor needs a name');
  const result = await run(db, args.filter((a) => a !== '--pretty'), { actor, now: new Date() });
  return args.includes('--pretty') ? table(result) : JSON.stringify(result, null, 2);
});
