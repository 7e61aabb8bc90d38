import { describe, expect, it } from 'vitest';
import { storageFallback } from '../../../src/state/storageFallback';

describe('storageFallback', () => {
  it('passes on each area once, to every listener', () => {
    const heard: string[] = [];
    const stop = storageFallback.subscribe((area) => heard.push(area));
    storageFallback.report('local');
    storageFallback.report('local');
    storageFallback.report('session');
    storageFallback.report('session');
    stop();
    expect(heard).toEqual(['local', 'session']);
    expect(storageFallback.happened()).toBe(true);
    expect(storageFallback.areas().sort()).toEqual(['local', 'session']);
  });
});
