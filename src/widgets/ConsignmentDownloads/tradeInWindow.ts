const DAY_MS = 86_400_000;

/**
 * Whether the trade-in window has expired (promotion.json myClaim.tradeInWaitDays): once more than
 * `waitDays` × 24 h have passed since the claim's last update. Without a readable last update the window is
 * taken as open (the server refuses the label if it is not). `now` is injectable for tests.
 */
export function isTradeInWindowExpired(updatedAt: string | null | undefined, waitDays: number, now: number = Date.now()): boolean {
  const updated = updatedAt ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(updated)) return false;
  return now > updated + waitDays * DAY_MS;
}
