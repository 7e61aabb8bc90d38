/**
 * Versions a manager can follow (issue 52): numbered 1, 2, 3 in the order they were first checked or published, never
 * an autosave (server/studio/publishing/version-numbers.ts), in the history, the opened version and a restore.
 */
import { describe, expect, it } from 'vitest';
import { studioForThisFile } from './studio-client';

const studio = studioForThisFile();
const api: typeof studio.api = (...args) => studio.api(...args);

/** Saves the draft with the hero title reworded (an autosave, as the studio makes one a moment after typing). */
async function autosave(title: string): Promise<string> {
  const draft = (await api('GET', '/promotions/GOO00028/draft')).json();
  const files = { ...draft.files, 'content/en-GB.json': { ...draft.files['content/en-GB.json'], homeHeroTitle: title } };
  const saved = await api('PUT', '/promotions/GOO00028/draft', { base: draft.base, files });
  expect(saved.statusCode).toBe(200);
  return saved.json().base;
}
const history = async () => (await api('GET', '/promotions/GOO00028/history')).json();

describe('version numbers', () => {
  it('number the versions checked or published, not the autosaves between', async () => {
    const live = (await history()).live_hash;
    expect((await history()).versions.map((v: { hash: string; number: number }) => [v.hash, v.number])).toEqual([[live, 1]]);

    await autosave('A');
    await autosave('AB');
    const checked = await autosave('ABC');
    let now = await history();
    // Three autosaves: none numbered, in the versions or in the saves of the history.
    expect(now.versions.map((v: { number: number }) => v.number)).toEqual([1]);
    const saves = now.events.flatMap((event: { saves: { each: Array<{ to: { number: number | null } | null }> } }) => event.saves.each);
    expect(saves).toHaveLength(3);
    expect(saves.map((save: { to: { number: number | null } | null }) => save.to?.number)).toEqual([null, null, null]);

    // Checked: version 2.
    const proof = await api('GET', '/promotions/GOO00028/proof');
    expect(proof.json()).toMatchObject({ version: checked, ok: true });
    now = await history();
    expect(now.versions.map((v: { hash: string; number: number }) => [v.hash, v.number])).toEqual([
      [checked, 2],
      [live, 1],
    ]);
    expect((await api('GET', `/promotions/GOO00028/versions/${checked}`)).json().number).toBe(2);

    // Another autosave is not numbered; publishing the checked version keeps its number.
    const later = await autosave('ABCD');
    expect((await api('GET', `/promotions/GOO00028/versions/${later}`)).json().number).toBeUndefined();
    expect((await api('POST', '/promotions/GOO00028/restore', { version: checked, base: later })).json()).toMatchObject({ number: 2 });
    const published = await api('POST', '/promotions/GOO00028/publish', { version: checked });
    expect(published.json()).toMatchObject({ live_hash: checked, liveNumber: 2 });
    expect((await history()).events[0]).toMatchObject({ action: 'publish', to: { hash: checked, number: 2 } });
  }, 120_000);
});
