/**
 * The messages (e-mails) a package declares in promotion.json `messages` (schemas/definition: customerMessages): on
 * which event each is sent and the aliases of its wording. Pure rules the checker, the server's sender and the
 * studio's preview share.
 */

/** The events a message can be sent on. */
export type CustomerMessageEvent = 'claimReceived' | 'status' | 'referenceReminder';

/** The wording slots of a message: content aliases. */
export interface CustomerMessageText {
  subject: string;
  heading: string;
  body: string;
  /** A paragraph shown only when the operator wrote a note ({note}). */
  note?: string;
  /** The name of the link to `linkTo`. */
  link?: string;
  signOff?: string;
}

export interface CustomerMessage {
  on: CustomerMessageEvent;
  /** For `on: status`: statuses that send it; a trailing `*` matches every status starting so. */
  statuses?: string[];
  /** Id of the page the link opens (track-claim). */
  linkTo?: string;
  text: CustomerMessageText;
}

export type CustomerMessages = Record<string, CustomerMessage>;

/** The values each event gives its messages' wording (besides the promotion's settings, `messageValuesOf`). */
export const MESSAGE_VALUES: Record<CustomerMessageEvent, readonly string[]> = {
  claimReceived: ['reference', 'name', 'date'],
  status: ['reference', 'name', 'date', 'status', 'note', 'amount'],
  referenceReminder: ['references', 'count'],
};

/** The slots of a message's wording, in the order a message shows them. */
export const MESSAGE_SLOTS = ['subject', 'heading', 'body', 'note', 'link', 'signOff'] as const;

/** The declared messages of a promotion.json (an empty record without any). */
export function customerMessagesOf(promotion: unknown): CustomerMessages {
  const messages = (promotion as { messages?: unknown } | undefined)?.messages;
  return messages && typeof messages === 'object' && !Array.isArray(messages) ? (messages as CustomerMessages) : {};
}

/** Whether a `statuses` entry matches a status (`REJECTED*` every status starting with REJECTED). */
export function statusMatches(pattern: string, status: string): boolean {
  return pattern.endsWith('*') ? status.startsWith(pattern.slice(0, -1)) : pattern === status;
}

/**
 * The id of the message an event sends, if any: the first declared (in file order) whose `on` is the event and, for a
 * status, whose `statuses` match it.
 */
export function messageFor(messages: CustomerMessages, on: CustomerMessageEvent, status?: string): string | undefined {
  return Object.entries(messages).find(([, m]) => m.on === on && (on !== 'status' || (status !== undefined && (m.statuses ?? []).some((p) => statusMatches(p, status)))))?.[0];
}

/** Every alias a message names, with the slot naming it. */
export function messageAliases(message: CustomerMessage): Array<{ slot: string; alias: string }> {
  return MESSAGE_SLOTS.flatMap((slot) => (typeof message.text?.[slot] === 'string' ? [{ slot, alias: message.text[slot] as string }] : []));
}

/** Sample values for a preview of an event's message (studio, tests): never a real customer's. */
export function sampleValues(on: CustomerMessageEvent, locale: string): Record<string, string | number> {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 5, 14)));
  if (on === 'referenceReminder') return { references: new Intl.ListFormat(locale, { type: 'conjunction' }).format(['123-456-789', '987-654-321']), count: 2 };
  const common = { reference: '123-456-789', name: 'Alex', date };
  if (on === 'claimReceived') return common;
  return { ...common, status: 'AWAITING_INFORMATION', note: 'Please send a clearer photo of your receipt.', amount: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(49.99) };
}

/** The values a promotion's settings give every message (`{checkingDays}` …): the site's own rule. */
export { messageValuesOf } from '../content/messageValues';
