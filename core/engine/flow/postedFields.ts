import type { Block, FormValues, SiteEnvironment } from '../contract';
import type { WidgetManifest } from '../../manifests/manifest';
import { conditionHolds } from '../conditions';
import { getPath } from '../paths';
import { formatForDisplay, isIsoDate } from '../../rules/typedDates';

/**
 * What a browser without scripts posts for these answers: each block shown (its conditions holding for the answers)
 * gives its fields as its widget's inputs carry them (the manifest's `noScript`), the inverse of postedAnswers.ts.
 * Files are not fields: `files` lists the file widgets' names with how many files each holds (they go as multipart).
 * A list's rows are posted as the server's draft holds them (`rows`: add-row buttons first where it holds fewer).
 */
export function postedFieldsOf(
  blocks: readonly Block[] | undefined,
  values: FormValues,
  env: SiteEnvironment,
  manifestOf: (type: string) => WidgetManifest | undefined,
): { fields: Record<string, string>; files: Record<string, number>; rows: Record<string, number> } {
  const fields: Record<string, string> = {};
  const files: Record<string, number> = {};
  const rows: Record<string, number> = {};
  const give = (list: readonly Block[] | undefined) => {
    for (const block of list ?? []) {
      if (!conditionHolds(block.visibleWhen, env, values)) continue;
      const kind = manifestOf(block.type)?.noScript;
      const name = block.name;
      const value = name ? getPath(values, name) : undefined;
      if (name && kind) {
        if (kind === 'text' || kind === 'lookup') fields[name] = typeof value === 'string' ? value : '';
        else if (kind === 'checkbox') {
          if (value === true) fields[name] = 'true';
        } else if (kind === 'choice') {
          if (value !== null && value !== undefined) fields[name] = String(value);
        } else if (kind === 'date') fields[name] = isIsoDate(value) ? formatForDisplay(value, env.dateFormat) : typeof value === 'string' ? value : '';
        else if (kind === 'phone') fields[name] = String((value as { input?: unknown } | null)?.input ?? '');
        else if (kind === 'fields') Object.assign(fields, rowFields(value, name));
        else if (kind === 'rows' && Array.isArray(value)) {
          rows[name] = value.length;
          value.forEach((row, index) => Object.assign(fields, rowFields(row, `${name}.${index}`)));
        } else if (kind === 'files' && Array.isArray(value) && value.length) files[name] = value.length;
      }
      give(block.blocks);
    }
  };
  give(blocks);
  return { fields, files, rows };
}

/** An object's own fields under `<prefix>.<field>` (null as an empty choice), as a row's inputs post them. */
function rowFields(value: unknown, prefix: string): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([field, given]) => field !== 'id' && (given === null || ['string', 'number', 'boolean'].includes(typeof given)))
      .map(([field, given]) => [`${prefix}.${field}`, given === null ? '' : String(given)]),
  );
}
