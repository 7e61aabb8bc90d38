/** What the engine counts for the studio's results: names only, held until the app listens. */
import { describe, expect, it } from 'vitest';
import { fieldNamesOf, usage, type UsageEvent } from '../../../src/engine/usage';

describe('counted events', () => {
  it('names the fields in error without list positions, each once, and leaves out errors of no field', () => {
    expect(fieldNamesOf([{ path: 'items.0.productImei' }, { path: 'items.1.productImei' }, { path: 'invoiceDate' }, {}])).toEqual(['items.productImei', 'invoiceDate']);
    expect(fieldNamesOf([])).toEqual([]);
  });

  it('keeps what is counted before the app listens (the first screen) and hands it over, then passes each on', () => {
    usage.count({ event: 'shown', screen: 'get-started' });
    const heard: UsageEvent[] = [];
    usage.listen((event) => heard.push(event));
    usage.count({ event: 'refused', screen: 'get-started', fields: ['checklist1'] });
    expect(heard).toEqual([
      { event: 'shown', screen: 'get-started' },
      { event: 'refused', screen: 'get-started', fields: ['checklist1'] },
    ]);
  });
});
