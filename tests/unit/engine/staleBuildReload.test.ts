// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientFailures, type ClientFailure } from '../../../src/engine/clientFailures';
import { assetOf, reloadOnStaleChunk, RELOAD_GUARD_MS } from '../../../src/engine/staleBuildReload';
import { webStorage } from '../../../src/state/webStorage';

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/2022launch/assets/widget-DateInput-CkV3n1aP.js'));

function page(now = 1_000_000) {
  const control = { reloads: 0, time: now, reload: () => void (control.reloads += 1), now: () => control.time };
  return control;
}

/** Lets the failed load's handler run (it marks the reload). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const heard: ClientFailure[] = [];
clientFailures.subscribe((failure) => heard.push(failure));
afterEach(() => {
  webStorage.session.clear();
  heard.length = 0;
});

describe('reloadOnStaleChunk', () => {
  it('passes a chunk that loads straight through', async () => {
    const control = page();
    expect(await reloadOnStaleChunk(() => Promise.resolve('module'), control)).toBe('module');
    expect(control.reloads).toBe(0);
  });

  it('reloads once for a missing chunk (the page then waits for the new build) and reports it', async () => {
    const control = page();
    const pending = reloadOnStaleChunk(missing, control);
    const settled = await Promise.race([pending.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(settled).toBe('waiting');
    expect(control.reloads).toBe(1);
    expect(heard).toEqual([{ kind: 'chunk_failure', detail: 'reloading', asset: 'widget-DateInput-CkV3n1aP.js' }]);
  });

  it('after that reload, a chunk missing again fails (part-failure message) instead of reloading for ever', async () => {
    const control = page();
    void reloadOnStaleChunk(missing, control);
    await settle();
    const reloaded = page(control.time + 5_000); // the reloaded page, a few seconds later
    await expect(reloadOnStaleChunk(missing, reloaded)).rejects.toThrow('dynamically imported module');
    expect(control.reloads + reloaded.reloads).toBe(1);
    expect(heard.map((f) => f.detail)).toEqual(['reloading', 'reload_failed']);
  });

  it('widgets of the same missing chunk failing together wait for the one reload, reported once', async () => {
    const control = page();
    const pending = [reloadOnStaleChunk(missing, control), reloadOnStaleChunk(missing, control)];
    const settled = await Promise.race([...pending.map((load) => load.then(() => 'settled', () => 'settled')), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(settled).toBe('waiting');
    expect(control.reloads).toBe(1);
    expect(heard.map((f) => f.detail)).toEqual(['reloading']);
  });

  it('reloads again for a later deployment, once the guard time has passed', async () => {
    const control = page();
    void reloadOnStaleChunk(missing, control);
    await settle();
    const later = page(control.time + RELOAD_GUARD_MS + 1);
    void reloadOnStaleChunk(missing, later);
    await settle();
    expect(control.reloads + later.reloads).toBe(2);
    expect(heard.map((f) => f.detail)).toEqual(['reloading', 'reloading']);
  });

  it('does not reload when the marker cannot be kept (storage refused: a reload would lose the draft and could loop)', async () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const control = page();
      await expect(reloadOnStaleChunk(missing, control)).rejects.toThrow('dynamically imported module');
      expect(control.reloads).toBe(0);
      expect(heard.map((f) => f.detail)).toEqual(['reload_failed']);
    } finally {
      refuse.mockRestore();
    }
  });
});

describe('assetOf', () => {
  it('names the file of a failed dynamic import in Chromium, Firefox and Safari messages', () => {
    expect(assetOf(new TypeError('Failed to fetch dynamically imported module: http://h/2022launch/assets/widget-Select-Ab12_-xY.js'))).toBe('widget-Select-Ab12_-xY.js');
    expect(assetOf(new TypeError('error loading dynamically imported module: http://h/assets/ClaimFlowView-Zz9.js'))).toBe('ClaimFlowView-Zz9.js');
    expect(assetOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });
});
