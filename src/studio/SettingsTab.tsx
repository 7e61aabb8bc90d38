import type { Files } from './useDraft';
import { SchemaForm } from './SchemaForm';
import { setAt } from './jsonPointer';

/** promotion.json as a form made from its JSON Schema: dates, time zones, limits, reward methods, flags, locales. */
export function SettingsTab({ files, schema, update }: { files: Files; schema: Record<string, any> | undefined; update: (file: string, change: (json: any) => unknown) => void }) {
  if (!schema) return <p>Loading the settings form…</p>;
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <p className="hint">Every change is saved as the draft and checked; customers see it only once it is published.</p>
      <SchemaForm root={schema} file="promotion.json" value={files['promotion.json']} onChange={(pointer, value) => update('promotion.json', (json) => setAt(json, pointer, value))} />
    </section>
  );
}
