import type { PropsOf, SiteEnvironment } from '../../engine/contract';
import type manifest from './manifest';

/**
 * The options a promotion offers: an option named in `optionFlags` is offered only while its flag is on
 * (reward methods: gift, PayPal, bank transfer each have a flag in promotion.json).
 */
export function availableOptions(options: readonly string[], optionFlags: Readonly<Record<string, string>> | undefined, env: Pick<SiteEnvironment, 'flags'>): string[] {
  if (!optionFlags) return [...options];
  return options.filter((option) => {
    const flag = optionFlags[option];
    return flag === undefined || env.flags[flag] === true;
  });
}

/**
 * The value to store instead of `value` when it is not on offer, or undefined to keep it. A default such as
 * "gift" must not survive a promotion that switched gifts off: the only offered option replaces it, or nothing
 * (null) when the visitor has to choose. With `chooseSingle`, a lone option is chosen even from null, because
 * its question is not shown.
 */
export function replacementFor(value: unknown, offered: readonly string[], all: readonly string[], chooseSingle: boolean): string | null | undefined {
  if (typeof value === 'string' && offered.includes(value)) return undefined;
  if (offered.length === 1 && (chooseSingle || all.includes(value as string))) return offered[0];
  if (typeof value === 'string' && all.includes(value)) return null;
  return undefined;
}

/** The block's props, as its manifest's schema says. */
export type RadioGroupOptions = PropsOf<typeof manifest>;

/** Every option of the definition; a comma-separated wording list (brands) is both the values and their labels. */
export function listedOptions(props: RadioGroupOptions, text: (slot: string) => string): string[] {
  const listed = props.listSlot ? text(props.listSlot).split(',').map((entry) => entry.trim()).filter(Boolean) : undefined;
  return listed ?? props.options ?? [];
}
