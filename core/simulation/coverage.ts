import type { Failure, JourneyPath } from './types';

/** What the walks of one package covered, and the findings only the whole set of journeys can tell. */
export class Coverage {
  journeys = 0;
  completed = 0;
  requests = 0;
  invalidTried = 0;
  invalidNotRefused = 0;
  readonly notProvable = new Set<string>();
  readonly visitedSteps = new Set<string>();
  /** The products the journeys' requests named (product_id): a product added to the catalogue is walked before its publish. */
  readonly productsWalked = new Set<string>();
  private readonly aliases = new Set<string>();
  private readonly probes = new Set<string>();
  private readonly fields = new Set<string>();
  private readonly sent = new Set<string>();
  private readonly notSent = new Map<string, JourneyPath>();

  /** Notes every product_id a request body names. */
  productsIn(body: unknown): void {
    if (Array.isArray(body)) body.forEach((item) => this.productsIn(item));
    else if (body && typeof body === 'object')
      for (const [key, value] of Object.entries(body)) {
        if (key === 'product_id' && (typeof value === 'string' || typeof value === 'number')) this.productsWalked.add(String(value));
        else this.productsIn(value);
      }
  }

  visit(stepId: string): void {
    this.visitedSteps.add(stepId);
  }

  /** True when this alias was already checked in this locale (each is checked, and reported, once). */
  aliasChecked(locale: string, alias: string): boolean {
    const key = `${locale}|${alias}`;
    if (this.aliases.has(key)) return true;
    this.aliases.add(key);
    return false;
  }

  get aliasCount(): number {
    return this.aliases.size;
  }

  /** True the first time a key is seen (work done once per step and locale, a finding reported once). */
  firstProbe(key: string): boolean {
    if (this.probes.has(key)) return false;
    this.probes.add(key);
    return true;
  }

  field(name: string): void {
    this.fields.add(name);
  }

  get fieldCount(): number {
    return this.fields.size;
  }

  sentAlready(name: string): boolean {
    return this.sent.has(name);
  }

  markSent(name: string): void {
    this.sent.add(name);
  }

  unsent(name: string, journey: JourneyPath): void {
    if (!this.notSent.has(name)) this.notSent.set(name, journey);
  }

  /** Fields asked that no journey ever sent: one finding each, with the first journey that asked it. */
  unsentFailures(): Failure[] {
    return [...this.notSent].filter(([name]) => !this.sent.has(name)).map(([name, journey]) => ({
      kind: 'field-not-sent' as const,
      journey,
      message: `"${name}" is asked but no request sends it (list it in the flow's "collectedOnly" if that is meant)`,
    }));
  }
}
