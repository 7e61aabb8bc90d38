import type { Selectable } from 'kysely';
import type { Db } from '../db/open-database';
import type { ContentStore } from '../packages/content-store';
import type { ServedPromotion } from '../packages/promotion-package';
import { customerMessagesOf, messageFor, messageValuesOf, type CustomerMessageEvent } from '../../core/messages/customerMessages';
import { renderCustomerMessage } from '../../core/messages/renderCustomerMessage';
import type { OutgoingMail } from './mail-transport';
import type { MessageOutboxTable } from '../db/message-outbox-table';

export type OutboxRow = Selectable<MessageOutboxTable>;

/** What to do with an outbox row: send `mail` (the declared message `message`), or skip it and say why. */
export type Composed = { message: string; mail: OutgoingMail } | { skip: string; message?: string };

export interface ComposeOptions {
  from: string;
  /** Message-IDs end with it (`<outbox id@domain>`). */
  domain: string;
  /** The site's origin for the message's link. */
  origin: () => string;
}

/** Intl formatters are slow to make: one per locale and time zone. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) })));
  return format;
}

/** The address of the package page `pageId` in a locale (its route under the locale's site path). */
function pageUrl(served: ServedPromotion, sitePath: string, pageId: string, origin: string): string | undefined {
  const page = Object.entries(served.package.files).find(([file, data]) => file.startsWith('pages/') && (data as { id?: unknown })?.id === pageId)?.[1] as { route?: string } | undefined;
  return page?.route === undefined ? undefined : `${origin}${sitePath}/${page.route}`;
}

/**
 * The message an outbox row sends, rendered now in the row's locale from the package's live wording: the first
 * message the package declares for the event (none: skipped), the claim's reference, the customer's first name, the
 * date in the locale's calendar, an offered amount in the locale's form; for a reminder, the address's references in
 * this promotion (none: skipped, nothing is sent). No bank detail, phone number or address is ever a value.
 */
export async function composeMessage(db: Db, row: OutboxRow, served: ServedPromotion, content: ContentStore, options: ComposeOptions): Promise<Composed> {
  const promotion = (served.package.files['promotion.json'] ?? {}) as { settings?: Record<string, unknown>; locales?: Record<string, { settings?: Record<string, unknown> }> };
  const event = row.event as CustomerMessageEvent;
  const id = messageFor(customerMessagesOf(promotion), event, row.status ?? undefined);
  if (!id) return { skip: 'no message declared for the event' };
  const message = customerMessagesOf(promotion)[id];
  const localeSettings = served.locales.find((l) => l.locale === row.locale) ?? served.locales.find((l) => l.promotionId === row.promotion_id);
  if (!localeSettings) return { skip: `no locale ${row.locale} in the package`, message: id };
  const locale = localeSettings.locale;
  const timeZone = localeSettings.timezone;
  const values: Record<string, string | number> = messageValuesOf({ ...(promotion.settings ?? {}), ...(promotion.locales?.[locale]?.settings ?? {}) });
  const date = (iso: string) => dateFormat(locale, timeZone).format(new Date(iso));
  let reference: string | undefined;

  if (event === 'referenceReminder') {
    const ids = served.locales.flatMap((l) => [l.promotionId, ...(l.windowPromotion ? [l.windowPromotion.promotionId] : [])]);
    const claims = await db.selectFrom('claims').select('public_reference').where('email', '=', row.recipient).where('promotion_id', 'in', ids).orderBy('created_at').execute();
    if (!claims.length) return { skip: 'the address has no claims in the promotion', message: id };
    values.references = new Intl.ListFormat(locale, { type: 'conjunction' }).format(claims.map((c) => c.public_reference));
    values.count = claims.length;
  } else {
    const claim = await db.selectFrom('claims').select(['public_reference', 'payload', 'created_at']).where('id', '=', row.claim_id ?? '').executeTakeFirst();
    if (!claim) return { skip: 'the claim is gone', message: id };
    reference = claim.public_reference;
    values.reference = reference;
    values.name = String((JSON.parse(claim.payload) as { contact?: { first_name?: string } }).contact?.first_name ?? '').trim();
    values.date = date(event === 'claimReceived' ? claim.created_at : row.created_at);
    if (event === 'status') {
      values.status = row.status ?? '';
      values.note = row.note ?? '';
      const reward = await db.selectFrom('claim_rewards').select(['currency', 'amount']).where('claim_id', '=', row.claim_id ?? '').where('revaluation_state', '=', 'OFFERED').executeTakeFirst();
      values.amount = reward ? new Intl.NumberFormat(locale, { style: 'currency', currency: reward.currency }).format(Number(reward.amount)) : '';
    }
  }
  const link = message.linkTo ? pageUrl(served, localeSettings.sitePath ?? '', message.linkTo, options.origin()) : undefined;
  const linkUrl = link && reference ? `${link}#reference=${reference}` : link;
  const rendered = renderCustomerMessage({ message, wording: content.read(locale), locale, values, linkUrl });
  return {
    message: id,
    mail: { messageId: `<${row.id}@${options.domain}>`, from: options.from, to: row.recipient, locale, ...rendered },
  };
}
