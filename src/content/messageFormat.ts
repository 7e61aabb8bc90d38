import type { IntlMessageFormat } from 'intl-messageformat';

export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** Only `{name}` placeholders (no plural, select, number, date or quoting): formatted without the ICU library. */
const SIMPLE = /^[^{}']*(?:\{\w+\}[^{}']*)*$/;

/** Whether a message needs the ICU MessageFormat library (FormatJS) to be formatted. */
export const needsMessageFormat = (message: string | undefined): boolean => !!message && message.includes('{') && !SIMPLE.test(message);

let Formatter: typeof IntlMessageFormat | undefined;
let loading: Promise<void> | undefined;

/** Loads FormatJS's formatter (about 10 kB): only screens whose wording has plurals, selects, numbers or dates need it. */
export function loadMessageFormat(): Promise<void> {
  return (loading ??= import('intl-messageformat').then((module) => {
    Formatter = module.IntlMessageFormat;
    // Its own resolveLocale asks Intl.NumberFormat.supportedLocalesOf first: the list of every locale, built on its
    // first use (60-100 ms on a slow phone, as a screen with such wording starts), to answer what the locale's own
    // tag gives (an Intl.Locale of it, supported or not). It is always one tag here.
    Formatter.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);
  }));
}

export const messageFormatLoaded = (): boolean => Formatter !== undefined;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message in ICU MessageFormat formatted for the locale with the values it names; markup in it is left as it is
 * (wording with HTML is sanitised as before). A message of `{name}`s alone is formatted as FormatJS does (a value
 * as it is: `{count, number}` formats a number for the locale) without loading it; a message the library cannot
 * format is shown as written, and logged.
 */
export function formatMessage(message: string, locale: string, values: MessageValues, escape: (value: string) => string = (v) => v): string {
  if (!message.includes('{')) return message;
  if (!needsMessageFormat(message) || !Formatter) {
    if (needsMessageFormat(message)) console.error(`A message was shown before its formatter loaded: ${message.slice(0, 60)}`);
    return message.replace(/\{(\w+)\}/g, (match, key: string) => {
      const value = values[key];
      return typeof value === 'number' ? String(value) : typeof value === 'string' ? escape(value) : match;
    });
  }
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  try {
    if (!format) compiled.set(key, (format = new Formatter(message, locale, undefined, { ignoreTag: true })));
    const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? escape(value) : value]));
    return String(format.format(escaped));
  } catch (error) {
    console.error(`A message could not be formatted: ${message.slice(0, 60)}`, error);
    return message;
  }
}

/** Text put into markup: the characters HTML gives a meaning. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
