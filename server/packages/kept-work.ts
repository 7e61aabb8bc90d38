import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { checkPackage, definitionsOf, repoRoot, type DefinitionError, type LoadResult } from '../../core/node/definitions/index';
import { storedFilesOf, type PromotionPackage } from '../../core/node/package/promotionPackage';

/** How much work was done (not found kept) since the store was opened: a restart with unchanged packages does none. */
export interface KeptWorkCounts {
  /** Packages run through the checker. */
  checks: number;
  /** Validation modules compiled (ajv standalone code). */
  compiles: number;
}

/**
 * What costs in a package version, done once per content and kept on disk (`<DATA_DIR>/kept/`): the checker's verdict
 * and its compiled validation module. Keyed by the content's hash and the engine that did the work (the server's
 * code, the schemas and widget manifests it reads, ajv's version), so a new build or a changed rule does it again.
 * Without a folder (tests) the work is kept in memory only.
 */
export interface KeptWork {
  /**
   * The checker's result on a package: its definitions, and its errors (kept: the checker does not run again for the
   * same content, file names and engine).
   */
  checked(pkg: PromotionPackage): Promise<LoadResult>;
  /**
   * The stored version a package is (the SHA-256 of its canonical JSON, server/versions/package-snapshot.ts), kept by
   * a cheaper hash of its files as read: `hashOf` (the canonical one) runs only for content not seen before.
   */
  versionOf(pkg: PromotionPackage, hashOf: (snapshot: { code: string; files: Record<string, unknown> }) => string): string;
  /** The name of the validation module of schemas (by their hash): the same schemas and engine, the same name. */
  validationName(schemasHash: string): string;
  /** A validation module by the hash of the schemas it is compiled from (compiled by `compile` when not kept). */
  validationModule(schemasHash: string, compile: () => string): string;
  counts(): KeptWorkCounts;
}

export function createKeptWork(dataDir?: string, engine = keptWorkEngine()): KeptWork {
  const dir = dataDir ? path.join(dataDir, 'kept') : undefined;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const memory = new Map<string, string>();
  const counts: KeptWorkCounts = { checks: 0, compiles: 0 };
  const keyOf = (...parts: string[]) => createHash('sha256').update(engine).update(parts.join('\0')).digest('hex');
  // The files as read, hashed once per package (its verdict and its version are both found by it).
  const contents = new WeakMap<PromotionPackage, string>();
  const contentOf = (pkg: PromotionPackage) => {
    let content = contents.get(pkg);
    if (content === undefined) contents.set(pkg, (content = createHash('sha256').update(JSON.stringify(pkg.files)).digest('hex')));
    return content;
  };
  const read = (name: string): string | undefined => {
    if (!dir) return memory.get(name);
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return undefined;
    }
  };
  const write = (name: string, text: string) => {
    if (!dir) return void memory.set(name, text);
    // Written whole, then renamed: another instance on the same folder reads the old file or the new one, never half.
    const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}`);
    try {
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, path.join(dir, name));
    } catch {
      fs.rmSync(temporary, { force: true });
    }
  };
  return {
    async checked(pkg) {
      const name = `check-${keyOf(contentOf(pkg), JSON.stringify(pkg.fileNames), JSON.stringify([...pkg.provenance]), JSON.stringify(pkg.errors))}.json`;
      const kept = read(name);
      if (kept !== undefined) {
        try {
          const { errors } = JSON.parse(kept) as { errors: DefinitionError[] };
          return { ...definitionsOf(pkg, { validate: false }), errors };
        } catch {
          /* an unreadable verdict: checked again */
        }
      }
      counts.checks++;
      const result = await checkPackage(pkg);
      write(name, JSON.stringify({ errors: result.errors }));
      return result;
    },
    versionOf(pkg, hashOf) {
      // What is stored of a package (storedFilesOf) follows from its files: they name its version.
      const name = `version-${keyOf(pkg.code, contentOf(pkg))}.txt`;
      const kept = read(name);
      if (kept && /^[0-9a-f]{64}$/.test(kept)) return kept;
      const version = hashOf({ code: pkg.code, files: storedFilesOf(pkg) });
      write(name, version);
      return version;
    },
    validationName: (schemasHash) => keyOf(schemasHash).slice(0, 16),
    validationModule(schemasHash, compile) {
      const name = `validation-${keyOf(schemasHash)}.js`;
      const kept = read(name);
      if (kept !== undefined) return kept;
      counts.compiles++;
      const module = compile();
      write(name, module);
      return module;
    },
    counts: () => ({ ...counts }),
  };
}

/**
 * The engine work is kept for: the running entry file (dist-server/main.mjs bundles the checker), ajv's version, and
 * the files the checker reads at run time or from source (core/, schemas/, the widgets' manifests): their names,
 * sizes and times, so an edit, a new build or a checkout makes every verdict anew.
 */
export function keptWorkEngine(entry = process.argv[1]): string {
  const hash = createHash('sha256');
  try {
    hash.update(fs.readFileSync(entry));
  } catch {
    hash.update(String(entry));
  }
  try {
    hash.update(String((createRequire(path.join(repoRoot, 'package.json'))('ajv/package.json') as { version: string }).version));
  } catch {
    hash.update('ajv ?');
  }
  for (const top of ['core', 'schemas', 'src/widgets']) {
    const root = path.join(repoRoot, top);
    if (!fs.existsSync(root)) continue;
    for (const name of (fs.readdirSync(root, { recursive: true }) as string[]).sort()) {
      const stat = fs.statSync(path.join(root, name), { throwIfNoEntry: false });
      if (stat?.isFile()) hash.update(`${top}/${name}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}
