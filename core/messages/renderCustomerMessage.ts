import { IntlMessageFormat } from 'intl-messageformat';
import type { CustomerMessage } from './customerMessages';

/** A message as the customer receives it: one subject, a plain-text and an HTML body. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

export interface RenderInput {
  message: CustomerMessage;
  /** The locale's wording: alias -> ICU message. */
  wording: Readonly<Record<string, unknown>>;
  locale: string;
  /** The event's values and the promotion's settings (`messageValuesOf`). */
  values: Readonly<Record<string, string | number>>;
  /** Absolute address of the message's link (`linkTo`), if any. */
  linkUrl?: string;
}

export class MissingWordingError extends Error {
  constructor(readonly alias: string, readonly locale: string) {
    super(`content alias "${alias}" is missing in ${locale}`);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Message wording is text: markup a content value may hold elsewhere is dropped (never sent as HTML). */
const withoutMarkup = (text: string) => text.replace(/<[^>]*>/g, '');

/** Each wording parsed once per locale (parsing costs more than formatting); a new version's wording adds its own. */
const compiled = new Map<string, IntlMessageFormat>();
function compiledOf(wording: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${wording}`;
  let format = compiled.get(key);
  if (!format) {
    if (compiled.size >= 5000) compiled.clear();
    compiled.set(key, (format = new IntlMessageFormat(wording, locale, undefined, { ignoreTag: true })));
  }
  return format;
}

function format(input: RenderInput, alias: string | undefined): string {
  if (!alias) return '';
  const wording = input.wording[alias];
  if (typeof wording !== 'string') throw new MissingWordingError(alias, input.locale);
  const formatted = compiledOf(wording, input.locale).format(input.values);
  return withoutMarkup(String(formatted)).trim();
}

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** Styles are inline: mail clients drop style sheets. Colours keep a contrast above 7:1 on white. */
const STYLE = {
  body: 'margin:0;padding:24px 16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  main: 'max-width:600px;margin:0 auto',
  h1: 'margin:0 0 16px;font-size:24px;line-height:1.25;color:#1a1a1a',
  p: 'margin:0 0 16px',
  note: 'margin:0 0 16px;padding:12px 16px;border-left:4px solid #1a4fa0;background:#f2f5fa',
  a: 'color:#1a4fa0;text-decoration:underline;font-weight:bold',
};

/**
 * Renders a declared message in one locale: the subject, a plain-text body and an accessible HTML body (the language
 * set, one real heading, paragraphs, a link with its name, no image). Every value is escaped in the HTML; the note
 * paragraph only when the event has a note.
 */
export function renderCustomerMessage(input: RenderInput): RenderedMessage {
  const { message, locale } = input;
  const subject = format(input, message.text.subject).replace(/\s+/g, ' ');
  const heading = format(input, message.text.heading);
  const body = paragraphsOf(format(input, message.text.body));
  const hasNote = typeof input.values.note === 'string' && input.values.note.trim() !== '';
  const note = hasNote && message.text.note ? format(input, message.text.note) : '';
  const linkName = input.linkUrl && message.text.link ? format(input, message.text.link) : '';
  const signOff = paragraphsOf(format(input, message.text.signOff));

  const text = [heading, ...body, ...(note ? [note] : []), ...(linkName ? [`${linkName}: ${input.linkUrl}`] : []), ...signOff].join('\n\n') + '\n';
  const p = (t: string, style = STYLE.p) => `<p style="${style}">${escapeHtml(t).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale)}" dir="ltr">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<main style="${STYLE.main}">`,
    `<h1 style="${STYLE.h1}">${escapeHtml(heading)}</h1>`,
    ...body.map((t) => p(t)),
    ...(note ? [p(note, STYLE.note)] : []),
    ...(linkName ? [`<p style="${STYLE.p}"><a href="${escapeHtml(input.linkUrl!)}" style="${STYLE.a}">${escapeHtml(linkName)}</a></p>`] : []),
    ...signOff.map((t) => p(t)),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
