/** A Content-Security-Policy header as directive name → its sources. */
export const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );
