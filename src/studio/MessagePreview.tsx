import { useId, useMemo, useState } from 'react';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { messageValuesOf } from '../../core/content/messageValues';

type Promotion = { settings?: Record<string, unknown>; locales?: Record<string, { settings?: Record<string, unknown> }> } | undefined;

/** The placeholders a message names (plural and select branches included), each with how it is formatted. */
function placeholdersOf(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const kind = { [TYPE.argument]: 'text', [TYPE.number]: 'number', [TYPE.date]: 'date', [TYPE.time]: 'time', [TYPE.plural]: 'plural', [TYPE.select]: 'select', [TYPE.tag]: 'tag' }[element.type];
    if (!into.has(element.value)) into.set(element.value, kind);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholdersOf(option.value, into);
    if (element.type === TYPE.tag) placeholdersOf(element.children, into);
  }
  return into;
}

/** A value typed into the preview, as the message takes it: numbers for plurals and numbers, a day for dates. */
function sampleValue(kind: string, typed: string): string | number | Date {
  if (kind === 'plural' || kind === 'number') return Number(typed) || 0;
  if (kind === 'date' || kind === 'time') return new Date(typed || Date.now());
  return typed;
}

/**
 * A message's placeholders, each with a value to try (a setting's own, which the site fills in, or one the widget
 * showing it gives, typed here), and the message formatted with them for the locale as the site formats it
 * (ICU MessageFormat, FormatJS). A message that does not parse says why, as `npm run check` does.
 */
export function MessagePreview({ message, locale, promotion }: { message: string; locale: string; promotion: Promotion }) {
  const id = useId();
  const settings = useMemo(() => messageValuesOf({ ...(promotion?.settings ?? {}), ...(promotion?.locales?.[locale]?.settings ?? {}) }), [promotion, locale]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const parsed = useMemo(() => {
    try {
      return { placeholders: placeholdersOf(parse(message, { ignoreTag: true, requiresOtherClause: true })) };
    } catch (error) {
      return { error: (error as Error).message.toLowerCase().replace(/_/g, ' ') };
    }
  }, [message]);
  if (parsed.error) return <p className="message-preview message-preview--error">Does not parse as an ICU message: {parsed.error}</p>;
  const placeholders = [...(parsed.placeholders ?? new Map<string, string>())];
  if (!placeholders.length) return null;
  const values = Object.fromEntries(placeholders.map(([name, kind]) => [name, name in settings ? settings[name] : sampleValue(kind, typed[name] ?? (kind === 'plural' || kind === 'number' ? '2' : name))]));
  let preview: string;
  try {
    preview = String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));
  } catch (error) {
    preview = `Cannot be formatted: ${(error as Error).message}`;
  }
  return (
    <div className="message-preview">
      <ul className="message-preview__placeholders" aria-label={`Placeholders in ${locale}`}>
        {placeholders.map(([name, kind]) => (
          <li key={name}>
            <code>{`{${name}}`}</code> ({kind}){' '}
            {name in settings ? (
              <span>setting: {String(settings[name])}</span>
            ) : (
              <>
                <label htmlFor={`${id}-${name}`}>try with</label>{' '}
                <input className="input input--inline" id={`${id}-${name}`} value={typed[name] ?? ''} placeholder={kind === 'plural' || kind === 'number' ? '2' : name} onChange={(event) => setTyped({ ...typed, [name]: event.target.value })} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="message-preview__result" aria-label={`Preview in ${locale}`}>
        {preview}
      </p>
    </div>
  );
}
