import type { CatalogueEntry } from '../../../core/generated/definitions';
import { TextSetting } from '../SettingFields';
import { AddButton } from './AddButton';
import { idFromName } from './idFromName';

const FILE = 'catalogue.json';

/**
 * A list of named entries of catalogue.json (resellers, trade-ins): each a name and an id (made from the name until it
 * is changed), removed or added. A taken id is shown at its field as it is typed.
 */
export function EntryList({
  list,
  what,
  entries,
  onChange,
}: {
  list: 'resellers' | 'tradeIns';
  what: string;
  entries: CatalogueEntry[];
  onChange: (entries: CatalogueEntry[]) => void;
}) {
  const change = (index: number, entry: CatalogueEntry) => onChange(entries.map((old, i) => (i === index ? entry : old)));
  return (
    <>
      {entries.length === 0 && <p className="hint">No {what}s yet.</p>}
      {entries.map((entry, index) => {
        const title = entry.name || `${what} ${index + 1}`;
        return (
          <fieldset className="fieldset fieldset--inline catalogue-item" key={index}>
            <legend className="fieldset__legend">{title}</legend>
            <TextSetting
              file={FILE}
              pointer={`/${list}/${index}/name`}
              label="Name customers see"
              value={entry.name}
              onChange={(name) =>
                change(index, {
                  ...entry,
                  name: name ?? '',
                  ...(!entry.id || entry.id === idFromName(entry.name) ? { id: idFromName(name ?? '') } : {}),
                })
              }
            />
            <TextSetting
              file={FILE}
              pointer={`/${list}/${index}/id`}
              label={`${what[0].toUpperCase()}${what.slice(1)} id`}
              hint="Made from the name; the promotion API knows it by this."
              value={entry.id}
              onChange={(id) => change(index, { ...entry, id: id ?? '' })}
            />
            <button type="button" className="button button--warning" onClick={() => onChange(entries.filter((_, i) => i !== index))}>
              Remove {title}
            </button>
          </fieldset>
        );
      })}
      <AddButton focus={`/${list}/${entries.length}/name`} onAdd={() => onChange([...entries, { id: '', name: '' }])}>
        Add a {what}
      </AddButton>
    </>
  );
}
