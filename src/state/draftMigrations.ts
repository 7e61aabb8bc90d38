export type FormValues = Record<string, unknown>;

/** A stored draft: the values and the draftVersion of the definitions they were saved under. */
export interface StoredDraft {
  version: number;
  values: FormValues;
}

/**
 * Ordered migrations: migrations[n] turns a draft of version n into version n + 1.
 * Add one when promotion.json's draftVersion is bumped and old drafts can be carried over.
 */
export type DraftMigrations = Readonly<Record<number, (values: FormValues) => FormValues>>;

export const claimDraftMigrations: DraftMigrations = {};

/**
 * Brings a stored draft to the current version. Missing fields take their defaults; a draft with no
 * migration path (or unreadable) is reset cleanly rather than half-loaded.
 */
export function migrateDraft(
  stored: unknown,
  currentVersion: number,
  defaults: FormValues,
  migrations: DraftMigrations = claimDraftMigrations,
): FormValues {
  if (!isStoredDraft(stored)) return structuredClone(defaults);
  let { version, values } = stored;
  while (version < currentVersion) {
    const migrate = migrations[version];
    if (!migrate) return structuredClone(defaults);
    values = migrate(values);
    version += 1;
  }
  if (version !== currentVersion) return structuredClone(defaults);
  return { ...structuredClone(defaults), ...values };
}

function isStoredDraft(value: unknown): value is StoredDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger((value as StoredDraft).version) &&
    typeof (value as StoredDraft).values === 'object' &&
    (value as StoredDraft).values !== null
  );
}
