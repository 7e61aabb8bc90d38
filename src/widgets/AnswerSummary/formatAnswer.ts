import type { SiteEnvironment } from '../../engine/contract';
import { postcodeAsWritten } from '../../../core/rules/postcodes';

export type AnswerFormat = 'text' | 'lines' | 'option' | 'date' | 'product' | 'reseller' | 'price' | 'phone' | 'postcode' | 'gift' | 'masked';

interface NamedItem {
  id: string | number;
  name: string;
}

/** Names the summary shows instead of ids: products, resellers, and the gifts of the chosen product. */
export interface AnswerLabels {
  products?: NamedItem[];
  resellers?: NamedItem[];
  gifts?: Array<{ gift_reference: string; alias: string }>;
}

export interface FormatContext {
  env: Pick<SiteEnvironment, 'locale' | 'dateFormat' | 'country'>;
  labels: AnswerLabels | undefined;
  /** Wording of an alias (gift names) or of a block slot (option labels). */
  alias: (alias: string) => string;
  slot: (slot: string) => string;
  optionSlotPrefix?: string;
}

const nameOf = (items: NamedItem[] | undefined, id: unknown) => items?.find((item) => String(item.id) === String(id))?.name ?? '';

/** yyyy-MM-dd shown in the locale's order: dd/MM/yyyy (DMY), MM/dd/yyyy (MDY) or yyyy-MM-dd (YMD). */
export function displayDate(value: string, dateFormat: SiteEnvironment['dateFormat']): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  if (dateFormat === 'MDY') return `${m}/${d}/${y}`;
  if (dateFormat === 'YMD') return `${y}-${m}-${d}`;
  return `${d}/${m}/${y}`;
}

/** Money as the locale writes it, with the currency symbol (£1,049.00; 1.049,00 €). */
export function displayPrice(value: unknown, locale: string): string {
  const money = value as { currency?: string; amount?: number } | null;
  if (!money || typeof money.amount !== 'number' || !money.currency) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount);
}

/** Only the last four characters, so a screen over the shoulder shows no account number. */
export function masked(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

/** One answer as text; '' when there is nothing to show. */
export function formatAnswer(value: unknown, format: AnswerFormat, ctx: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'option':
      return ctx.slot(`${ctx.optionSlotPrefix ?? 'option_'}${String(value)}`) || String(value);
    case 'date':
      return displayDate(String(value), ctx.env.dateFormat);
    case 'product':
      return nameOf(ctx.labels?.products, value);
    case 'reseller':
      return nameOf(ctx.labels?.resellers, value);
    case 'price':
      return displayPrice(value, ctx.env.locale);
    case 'phone': {
      // As the widget wrote it for display: national form in its own country, international otherwise.
      const phone = value as { international?: string; input?: string; display?: string } | string;
      if (typeof phone === 'string') return phone.trim();
      return phone.input?.trim() ? phone.display || phone.international || phone.input : '';
    }
    case 'postcode':
      return postcodeAsWritten(String(value), ctx.env.country);
    case 'gift': {
      const gift = ctx.labels?.gifts?.find((entry) => entry.gift_reference === value);
      return gift ? ctx.alias(gift.alias) : String(value);
    }
    case 'masked':
      return masked(String(value));
    default:
      return typeof value === 'object' ? '' : String(value).trim();
  }
}
