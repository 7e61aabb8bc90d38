import { hasMarkup } from '../../core/content/hasMarkup';
import { escapeHtml, formatMessage, loadMessageFormat, messageFormatLoaded, needsMessageFormat, type MessageValues } from './messageFormat';
import { loadPurifier, SanitizedHtml } from './SanitizedHtml';
import { serverSanitizedHtml, trustServerSanitized } from './serverSanitizedHtml';
import type { ContentLookup } from '../engine/contract';
import { settledPromise } from '../engine/settledPromise';

/**
 * Wording by alias. Text is rendered as text; HTML is sanitised with DOMPurify (SanitizedHtml) as the very
 * last step before it reaches the DOM, in the browser, or already by the server when it put the wording into
 * the page (`sanitizedByServer`): then no sanitiser is downloaded. A missing alias is logged, and shown as
 * [[alias]] in development.
 *
 * A page may carry only the wording its first screen shows (`rest`: how to get the remainder, which the server
 * sanitised too): the remainder is asked for once asked to be complete (`complete()`: the site does so once it is
 * ready, and before showing another screen or checking a form); until then a missing alias is not a mistake.
 *
 * Wording is ICU MessageFormat (FormatJS): a message's placeholders take the values the widget gives and the
 * promotion's own (`values`: its settings, core/content/messageValues.ts), formatted for `locale`. The ICU library
 * is loaded only for a screen whose wording needs it: the first one's before it renders (ready), another's as it
 * is shown (pending, LayoutShell).
 */
export function createContentLookup(
  initial: Readonly<Record<string, string>>,
  dev: boolean,
  options: {
    sanitizedByServer?: boolean;
    rest?: () => Promise<Record<string, string>>;
    onLookup?: (alias: string) => void;
    locale?: string;
    values?: MessageValues;
  } = {},
): ContentLookup {
  const { sanitizedByServer = false, rest, onLookup, locale = 'en', values = {} } = options;
  const content: Record<string, string> = { ...initial };
  if (sanitizedByServer) trustServerSanitized(Object.values(content).filter(hasMarkup));
  let completing: Promise<void> | undefined;
  let partial = rest !== undefined;
  const loadRest: () => Promise<Record<string, string>> = rest ?? (async () => ({}));
  const complete = () =>
    (completing ??= settledPromise(
      loadRest()
        .then((more) => {
          for (const [alias, value] of Object.entries(more)) content[alias] ??= value;
          if (sanitizedByServer) trustServerSanitized(Object.values(more).filter(hasMarkup));
        })
        .catch((error: unknown) => console.error('The rest of the wording could not be loaded', error))
        .finally(() => {
          partial = false;
        }),
    ));
  const reported = new Set<string>();
  const raw = (alias: string | undefined): string => {
    if (!alias) return '';
    onLookup?.(alias);
    const value = content[alias];
    if (value !== undefined) return value;
    if (partial) return '';
    if (!reported.has(alias)) {
      reported.add(alias);
      console.error(`Missing content alias "${alias}"`);
    }
    return dev ? `[[${alias}]]` : '';
  };
  return {
    complete,
    get completed() {
      return !partial;
    },
    async ready(aliases) {
      const messages = [...aliases].map((alias) => content[alias]);
      await Promise.all([
        !sanitizedByServer && messages.some(hasMarkup) ? loadPurifier() : undefined,
        messages.some(needsMessageFormat) ? loadMessageFormat() : undefined,
      ]);
    },
    pending(aliases) {
      return messageFormatLoaded() || ![...aliases].some((alias) => needsMessageFormat(content[alias])) ? undefined : settledPromise(loadMessageFormat());
    },
    text(alias, params) {
      return formatMessage(raw(alias), locale, params ? { ...values, ...params } : values);
    },
    html(alias) {
      const written = raw(alias);
      const value = formatMessage(written, locale, values, escapeHtml);
      // Wording the server sanitised stays trusted once its placeholders hold the promotion's values (escaped).
      if (sanitizedByServer && value !== written && hasMarkup(value)) trustServerSanitized([value]);
      if (!value) return null;
      // Plain wording needs no sanitiser (and no sanitiser download); anything with markup goes through DOMPurify.
      if (!hasMarkup(value)) return <div className="rich-text">{value}</div>;
      if (sanitizedByServer) return <div className="rich-text" dangerouslySetInnerHTML={{ __html: serverSanitizedHtml(value) }} />;
      return <SanitizedHtml html={value} />;
    },
  };
}
