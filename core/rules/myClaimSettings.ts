/**
 * After-claim windows and courier hosts: a package's `settings.myClaim`, read by the my-claim widgets (from
 * `env.settings`) and by the reference server (bank details, labels, the pages' CSP).
 */
export interface MyClaimSettings {
  /**
   * The return window (AWAITING_ACTION bank details + return reason) is open while the whole days from the
   * claim's purchase date to today, in the locale's time zone, lie between min and max, both included.
   */
  readonly returnWindowDays: Readonly<{ min: number; max: number }>;
  /** The trade-in window (label downloads) has expired once this many days of 24 hours have passed since the claim's last update. */
  readonly tradeInWaitDays: number;
  /** The only origins (scheme://host[:port|:*], a leading *. for subdomains) a courier script may come from. */
  readonly courierHosts: readonly string[];
}

/** Without a `myClaim` block: a 30-day return window, 14 days for a trade-in, no courier scripts. */
export const MY_CLAIM_DEFAULTS: MyClaimSettings = Object.freeze({
  returnWindowDays: Object.freeze({ min: 0, max: 30 }),
  tradeInWaitDays: 14,
  courierHosts: Object.freeze([]) as readonly string[],
});

/** `settings.myClaim` as checked by the definitions checker (promotion-config schema), defaults when absent. */
export function myClaimSettingsIn(settings: Readonly<Record<string, unknown>> | undefined): MyClaimSettings {
  const block = settings?.myClaim as Partial<MyClaimSettings> | undefined;
  if (!block) return MY_CLAIM_DEFAULTS;
  return {
    returnWindowDays: block.returnWindowDays ?? MY_CLAIM_DEFAULTS.returnWindowDays,
    tradeInWaitDays: block.tradeInWaitDays ?? MY_CLAIM_DEFAULTS.tradeInWaitDays,
    courierHosts: block.courierHosts ?? MY_CLAIM_DEFAULTS.courierHosts,
  };
}
