import type { PackageSnapshot } from './package-snapshot';

/** What changes for customers and managers between two versions of a package (not a text diff). */
export interface ImpactDiff {
  steps: { added: string[]; removed: string[]; moved: Array<{ step: string; from: number; to: number }> };
  flags: Array<{ flag: string; from: boolean | undefined; to: boolean | undefined }>;
  fields: Array<{ step: string; added: string[]; removed: string[]; changed: string[]; validation?: { from?: string; to?: string } }>;
  aliases: Record<string, { added: string[]; removed: string[]; reworded: string[] }>;
  settings: Array<{ path: string; from: unknown; to: unknown }>;
  /** What it does to customers in the middle of a claim. */
  drafts: { kept: boolean; draftVersion: { from: number; to: number }; migrated: boolean; stepsAffected: number; summary: string };
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function flowSteps(snapshot: PackageSnapshot): string[] {
  const flows = Object.entries(snapshot.files).filter(([file]) => file.startsWith('flows/'));
  return flows.flatMap(([, flow]) => (Array.isArray(obj(flow).steps) ? (obj(flow).steps as string[]) : []));
}

function stepsById(snapshot: PackageSnapshot): Map<string, Json> {
  return new Map(Object.entries(snapshot.files).filter(([file]) => file.startsWith('steps/')).map(([, step]) => [String(obj(step).id), obj(step)]));
}

/** Bound fields of a step's blocks (by name), with the block each comes from. */
function fieldsOf(step: Json | undefined): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  const walk = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks) {
      const b = obj(block);
      if (typeof b.name === 'string') fields.set(b.name, b);
      walk(b.blocks);
    }
  };
  walk(step?.blocks);
  return fields;
}

function contentOf(snapshot: PackageSnapshot): Map<string, Record<string, string>> {
  return new Map(
    Object.entries(snapshot.files)
      .filter(([file]) => /^content\/[^/]+\.json$/.test(file))
      .map(([file, content]) => [file.slice('content/'.length, -'.json'.length), content as Record<string, string>]),
  );
}

/** Differences of two JSON values by path (objects compared key by key), for settings. */
function changedPaths(from: unknown, to: unknown, at: string, out: ImpactDiff['settings']) {
  const a = obj(from);
  const b = obj(to);
  if ((from && typeof from === 'object' && !Array.isArray(from)) || (to && typeof to === 'object' && !Array.isArray(to))) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) changedPaths(a[key], b[key], at ? `${at}.${key}` : key, out);
  } else if (!same(from, to)) out.push({ path: at, from, to });
}

export function impactDiff(from: PackageSnapshot, to: PackageSnapshot): ImpactDiff {
  const before = flowSteps(from);
  const after = flowSteps(to);
  const kept = after.filter((s) => before.includes(s));
  const keptBefore = before.filter((s) => after.includes(s));
  const steps = {
    added: after.filter((s) => !before.includes(s)),
    removed: before.filter((s) => !after.includes(s)),
    moved: kept.filter((s, i) => keptBefore[i] !== s).map((step) => ({ step, from: before.indexOf(step), to: after.indexOf(step) })),
  };

  const fromPromotion = obj(from.files['promotion.json']);
  const toPromotion = obj(to.files['promotion.json']);
  const flags = [...new Set([...Object.keys(obj(fromPromotion.flags)), ...Object.keys(obj(toPromotion.flags))])]
    .filter((flag) => obj(fromPromotion.flags)[flag] !== obj(toPromotion.flags)[flag])
    .map((flag) => ({ flag, from: obj(fromPromotion.flags)[flag] as boolean | undefined, to: obj(toPromotion.flags)[flag] as boolean | undefined }));

  const stepsFrom = stepsById(from);
  const stepsTo = stepsById(to);
  const fields: ImpactDiff['fields'] = [];
  for (const id of new Set([...stepsFrom.keys(), ...stepsTo.keys()])) {
    const a = fieldsOf(stepsFrom.get(id));
    const b = fieldsOf(stepsTo.get(id));
    const entry = {
      step: id,
      added: [...b.keys()].filter((f) => !a.has(f)),
      removed: [...a.keys()].filter((f) => !b.has(f)),
      changed: [...b.keys()].filter((f) => a.has(f) && !same(a.get(f), b.get(f))),
      ...(stepsFrom.get(id)?.validation !== stepsTo.get(id)?.validation
        ? { validation: { from: stepsFrom.get(id)?.validation as string | undefined, to: stepsTo.get(id)?.validation as string | undefined } }
        : {}),
    };
    if (entry.added.length || entry.removed.length || entry.changed.length || entry.validation) fields.push(entry);
  }
  // A changed validation schema changes the steps that use it.
  for (const [file, schema] of Object.entries(to.files)) {
    if (!file.startsWith('validation/') || same(schema, from.files[file])) continue;
    const name = file.slice('validation/'.length, -'.schema.json'.length);
    for (const [id, step] of stepsTo) if (step.validation === name && !fields.some((f) => f.step === id)) fields.push({ step: id, added: [], removed: [], changed: [], validation: { from: name, to: name } });
  }

  const aliases: ImpactDiff['aliases'] = {};
  const contentFrom = contentOf(from);
  const contentTo = contentOf(to);
  for (const locale of new Set([...contentFrom.keys(), ...contentTo.keys()])) {
    const a = contentFrom.get(locale) ?? {};
    const b = contentTo.get(locale) ?? {};
    const entry = {
      added: Object.keys(b).filter((k) => !(k in a)),
      removed: Object.keys(a).filter((k) => !(k in b)),
      reworded: Object.keys(b).filter((k) => k in a && a[k] !== b[k]),
    };
    if (entry.added.length || entry.removed.length || entry.reworded.length) aliases[locale] = entry;
  }

  const settings: ImpactDiff['settings'] = [];
  changedPaths(fromPromotion.settings, toPromotion.settings, 'settings', settings);
  changedPaths(fromPromotion.locales, toPromotion.locales, 'locales', settings);
  changedPaths(from.files['catalogue.json'], to.files['catalogue.json'], 'catalogue', settings);
  for (const key of ['basePath', 'defaultLocale'] as const) if (!same(fromPromotion[key], toPromotion[key])) settings.push({ path: key, from: fromPromotion[key], to: toPromotion[key] });

  const draftFrom = Number(fromPromotion.draftVersion ?? 1);
  const draftTo = Number(toPromotion.draftVersion ?? 1);
  const migrations = Object.values(to.files).some((file) => Array.isArray(obj(file).migrations) && (obj(file).migrations as unknown[]).length > 0);
  const stepsAffected = new Set([...steps.added, ...steps.removed, ...steps.moved.map((m) => m.step), ...fields.map((f) => f.step)]).size;
  const keptDrafts = draftFrom === draftTo;
  const summary = keptDrafts
    ? `drafts kept (draftVersion ${draftTo}); ${stepsAffected} step(s) change for customers mid-claim`
    : migrations
      ? `drafts migrated from draftVersion ${draftFrom} to ${draftTo}`
      : `drafts reset: draftVersion ${draftFrom} -> ${draftTo} without migrations; ${stepsAffected} step(s) affected`;
  return { steps, flags, fields, aliases, settings, drafts: { kept: keptDrafts, draftVersion: { from: draftFrom, to: draftTo }, migrated: !keptDrafts && migrations, stepsAffected, summary } };
}
