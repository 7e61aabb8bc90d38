/**
 * What the engine counts for the studio's results (POST /usage-events): a step or page shown, a step continued, a
 * Continue refused (the names of the fields in error, never their values), a step skipped, a claim submitted. Names
 * only: nothing a customer typed, nothing that tells one customer from another.
 */
export interface UsageEvent {
  event: 'shown' | 'continued' | 'refused' | 'skipped' | 'submitted';
  /** The step or page id. */
  screen: string;
  fields?: string[];
}

let listener: ((event: UsageEvent) => void) | undefined;
/** Counted before anyone listens (the app listens once the site is ready); a preview never listens. */
const pending: UsageEvent[] = [];

export const usage = {
  count(event: UsageEvent): void {
    if (listener) listener(event);
    else if (pending.length < 100) pending.push(event);
  },
  listen(next: (event: UsageEvent) => void): void {
    listener = next;
    pending.splice(0).forEach(next);
  },
};

/** The field names of errors, list positions left out (items.0.productImei -> items.productImei), each once. */
export const fieldNamesOf = (errors: ReadonlyArray<{ path?: string }>): string[] => [
  ...new Set(errors.flatMap(({ path }) => (path ? [path.split('.').filter((part) => !/^\d+$/.test(part)).join('.')] : []))),
];
