import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { isPostgres } from './dialect';
import type { Database } from './schema';

type Scalar = string | number | null;
export type QueryArgs = Record<string, Scalar | readonly Scalar[]>;

interface Template {
  compiled: CompiledQuery;
  /** Per parameter of `compiled`: the argument (and index in it, for lists) it stands for; undefined for constants. */
  slots: Array<readonly [string, number] | undefined>;
}

/**
 * A Kysely query built and compiled once per shape instead of per call: `build` is called with stand-ins for
 * the arguments (a list keeps its length), and each call sends the compiled SQL with the stand-ins replaced by
 * the arguments. Building and compiling a query with Kysely cost about as much as running it on SQLite (a
 * third of a claim's CPU time); the SQL text also stays the same, so statement-cache.ts prepares it once.
 * `build` may depend on the lengths of the list arguments (they are part of the shape: one template per length),
 * never on the values; every argument must end up as a parameter (not inlined with `lit`). Works with any
 * Kysely of the database (a transaction included) on SQLite and PostgreSQL (one template per dialect).
 */
export function preparedQuery<A extends QueryArgs, O>(build: (db: Kysely<Database>, args: A) => Compilable<O>) {
  const templates = new Map<string, Template>();
  return async (db: Kysely<Database>, args: A): Promise<O[]> => {
    const key = shapeOf(db, args);
    let template = templates.get(key);
    if (!template) {
      template = compileTemplate(db, args, build);
      templates.set(key, template);
    }
    const { compiled, slots } = template;
    const parameters = compiled.parameters.map((constant, i) => {
      const slot = slots[i];
      if (!slot) return constant;
      const value = args[slot[0]];
      return (slot[1] < 0 ? value : (value as readonly Scalar[])[slot[1]]) ?? null; // undefined: SQL NULL
    });
    const result = await db.executeQuery<O>({ ...compiled, parameters } as CompiledQuery<O>);
    return result.rows;
  };
}

function shapeOf(db: Kysely<any>, args: QueryArgs): string {
  let key = isPostgres(db) ? 'pg' : 'sqlite';
  for (const name in args) {
    const value = args[name];
    key += Array.isArray(value) ? `|${name}:${value.length}` : `|${name}`;
  }
  return key;
}

function compileTemplate<A extends QueryArgs>(db: Kysely<Database>, args: A, build: (db: Kysely<Database>, args: A) => Compilable<unknown>): Template {
  const standIns = new Map<string, readonly [string, number]>();
  const standInArgs: QueryArgs = {};
  for (const name in args) {
    const value = args[name];
    if (Array.isArray(value)) {
      standInArgs[name] = value.map((_, i) => {
        const standIn = `\u0000${name}\u0000${i}\u0000`;
        standIns.set(standIn, [name, i]);
        return standIn;
      });
    } else {
      const standIn = `\u0000${name}\u0000`;
      standIns.set(standIn, [name, -1]);
      standInArgs[name] = standIn;
    }
  }
  const compiled = build(db, standInArgs as A).compile();
  const slots = compiled.parameters.map((parameter) => (typeof parameter === 'string' ? standIns.get(parameter) : undefined));
  const used = new Set(slots.filter(Boolean).map((slot) => `${slot![0]}#${slot![1]}`));
  for (const [standIn, slot] of standIns) {
    if (!used.has(`${slot[0]}#${slot[1]}`)) throw new Error(`preparedQuery: argument ${JSON.stringify(standIn.replaceAll('\u0000', ' ').trim())} is not a parameter of ${compiled.sql}`);
  }
  return { compiled, slots };
}
