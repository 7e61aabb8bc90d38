import type { ReviewChange } from './review-changes';

const URL_IN_TEXT = /\b(?:https?:|javascript:|data:)|\/\/[a-z0-9.-]+\.[a-z]{2,}/i;
const MARKUP = /<\s*\/?\s*[a-z][^>]*>|href\s*=|\[[^\]]*\]\([^)]*\)/i;

/** Every string inside a value (a whole block added, say), to look for addresses in it. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) stringsIn(child, out);
  return out;
}

/** An address that is new: in what the change brings and not in what it replaces. */
const newAddress = (change: ReviewChange) => {
  const before = new Set(stringsIn(change.before));
  return stringsIn(change.after).find((text) => URL_IN_TEXT.test(text) && !before.has(text));
};

/**
 * Why a change asks a publisher to look twice, in plain words, or undefined. First what widens what customers'
 * browsers load or where they and their data go (script, connect or frame origins, outside links, links or markup in
 * wording), then what changes who qualifies or how they are paid (reward methods, date windows, products, locales
 * opened).
 */
export function carefulReasonOf(change: ReviewChange): string | undefined {
  if (change.op === 'removed' || change.op === 'moved') {
    if (change.area === 'locales' && /^\/locales\/[^/]+(\/sitePath)?$/.test(change.pointer)) return 'Closes the promotion for the customers of a language or country.';
    if (change.file === 'catalogue.json' && /^\/rewardMethods/.test(change.pointer)) return 'Changes how customers are rewarded.';
    return undefined;
  }
  const { file, pointer } = change;
  if (file === 'promotion.json') {
    if (pointer.startsWith('/settings/myClaim/courierHosts')) return "Customers' browsers will run scripts from this origin on every page of the site (courier labels).";
    if (pointer.startsWith('/settings/fraudScreening')) return "Customers' browsers will load the fraud-screening script from this address on every page.";
    if (/^\/locales\/[^/]+\/externalPages/.test(pointer)) return 'Sends customers to an address outside this site.';
    if (/^\/locales\/[^/]+(\/sitePath)?$/.test(pointer)) return 'Opens the promotion to the customers of another language or country.';
    if (/^\/flags\/reward/i.test(pointer)) return 'Changes how customers are rewarded.';
    if (/window/i.test(pointer)) return 'Changes the dates or products that decide who qualifies.';
  }
  if (file === 'catalogue.json') {
    if (/^\/(purchaseWindow|claimWindow)/.test(pointer)) return 'Changes the dates that decide who qualifies.';
    if (/^\/rewardMethods/.test(pointer)) return 'Changes how customers are rewarded.';
    if (/^\/products/.test(pointer)) return 'Changes which products qualify.';
  }
  const address = newAddress(change);
  if (address) return change.area === 'wording' ? `Wording with an address in it (${address.slice(0, 80)}): check where it leads.` : `Adds an address (${address.slice(0, 80)}): customers' browsers may load it or be sent there.`;
  if (change.area === 'wording' && typeof change.after === 'string' && MARKUP.test(change.after) && !(typeof change.before === 'string' && MARKUP.test(change.before))) return 'Wording with a link or markup in it: check what it shows and where it leads.';
  return undefined;
}

const AREA_ORDER: ReviewChange['area'][] = ['settings', 'locales', 'flags', 'catalogue', 'flow', 'step', 'page', 'layout', 'validation', 'wording', 'image'];

/** Careful changes first, then what decides who qualifies, then structure, then wording. */
export const rankOf = (change: ReviewChange) => (change.careful ? 0 : 100) + AREA_ORDER.indexOf(change.area);
