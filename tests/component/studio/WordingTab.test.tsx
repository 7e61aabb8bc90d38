// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveStatus } from '../../../src/studio/SaveStatus';
import { UndoButton } from '../../../src/studio/UndoButton';
import { useDraft } from '../../../src/studio/useDraft';
import { WordingTab } from '../../../src/studio/WordingTab';

/** The studio API's draft calls, as the server answers them: the draft, and each save stored as the new draft. */
function draftServer(files: Record<string, unknown>) {
  const saves: Array<Record<string, unknown>> = [];
  let version = 0;
  const fetchDraft = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { files: Record<string, unknown> };
      saves.push(body.files);
      return new Response(JSON.stringify({ base: `v${++version}`, errors: [] }));
    }
    return new Response(JSON.stringify({ base: 'v0', live: 'v0', isDraft: false, files, errors: [] }));
  });
  return { fetchDraft, saves };
}

function Editor() {
  const draft = useDraft('ABC00001');
  if (draft.state === 'loading') return <p>Loading</p>;
  return (
    <>
      <SaveStatus state={draft.state} />
      <UndoButton draft={draft} />
      <WordingTab files={draft.files} locales={['en-GB', 'de-DE']} update={draft.update} />
    </>
  );
}

const files = {
  'content/en-GB.json': { homeHeroTitle: 'Get a free gift', homeIntro: 'Buy a phone', flowContinue: 'Continue' },
  'content/de-DE.json': { homeHeroTitle: 'Holen Sie sich ein Geschenk', homeIntro: 'Kaufen Sie ein Telefon', flowContinue: 'Weiter' },
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  // The undo and redo last the tab's session (sessionStorage): each test is a new session.
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openEditor() {
  const server = draftServer(files);
  vi.stubGlobal('fetch', server.fetchDraft);
  render(<Editor />);
  await screen.findByLabelText('Search aliases and wording');
  return server;
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(1_000));

describe('WordingTab', () => {
  it('keeps the row being typed in, its place and its focus when the text no longer matches the search', async () => {
    const server = await openEditor();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Search aliases and wording'), 'Get a free gift');
    expect(screen.getByText('1 alias')).toBeTruthy();
    const field = screen.getByLabelText('homeHeroTitle in en-GB');
    await user.clear(field);
    await user.type(field, 'Claim today');
    expect(screen.getByLabelText('homeHeroTitle in en-GB')).toBe(document.activeElement);
    expect(screen.getByText('1 alias')).toBeTruthy();
    await settle();
    expect(server.saves.at(-1)?.['content/en-GB.json']).toMatchObject({ homeHeroTitle: 'Claim today' });

    // A new search is applied to every row again: the edited text is searched as it is now.
    await user.clear(screen.getByLabelText('Search aliases and wording'));
    await user.type(screen.getByLabelText('Search aliases and wording'), 'Get a free gift');
    expect(screen.getByText('0 aliases')).toBeTruthy();
  });

  it('keeps an empty translation being filled in under "only missing or empty"', async () => {
    await openEditor();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(screen.getByLabelText('homeIntro in de-DE'));
    await user.click(screen.getByLabelText('Only missing or empty translations'));
    expect(screen.getByText('1 alias')).toBeTruthy();
    await user.type(screen.getByLabelText('homeIntro in de-DE'), 'Neu');
    expect(screen.getByLabelText('homeIntro in de-DE')).toBe(document.activeElement);
    expect((screen.getByLabelText('homeIntro in de-DE') as HTMLTextAreaElement).value).toBe('Neu');
  });

  it('undoes the session\'s saves one by one, by button and by Ctrl+Z, and saves what came back', async () => {
    const server = await openEditor();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const title = () => screen.getByLabelText('homeHeroTitle in en-GB') as HTMLTextAreaElement;
    await user.clear(title());
    await user.type(title(), 'First');
    await settle();
    await user.type(screen.getByLabelText('flowContinue in de-DE'), ' bitte');
    await settle();
    expect(server.saves).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(screen.getByText('Undone: flowContinue in de-DE. Saved as the draft.')).toBeTruthy();
    expect((screen.getByLabelText('flowContinue in de-DE') as HTMLTextAreaElement).value).toBe('Weiter');
    await settle();
    expect(server.saves.at(-1)?.['content/de-DE.json']).toMatchObject({ flowContinue: 'Weiter' });

    // Ctrl+Z outside a text box: the save before.
    screen.getByRole('button', { name: 'Undo the last change' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(title().value).toBe('Get a free gift');
    await settle();
    expect(server.saves.at(-1)?.['content/en-GB.json']).toMatchObject({ homeHeroTitle: 'Get a free gift' });

    await user.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(screen.getByText('Nothing left to undo in this session.')).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Undo the last change' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('redoes what was undone, until a new change, and keeps both for the session across a reload', async () => {
    const server = await openEditor();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const title = () => screen.getByLabelText('homeHeroTitle in en-GB') as HTMLTextAreaElement;
    expect(screen.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled')).toBe('true');
    await user.clear(title());
    await user.type(title(), 'First');
    await settle();
    await user.type(screen.getByLabelText('flowContinue in de-DE'), ' bitte');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Undo the last change' }));
    await settle();
    screen.getByRole('button', { name: 'Undo the last change' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    await settle();
    expect(title().value).toBe('Get a free gift');

    // Redone by button, then by Ctrl+Shift+Z: each saved.
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('Redone: homeHeroTitle in en-GB. Saved as the draft.')).toBeTruthy();
    expect(title().value).toBe('First');
    await settle();
    expect(server.saves.at(-1)?.['content/en-GB.json']).toMatchObject({ homeHeroTitle: 'First' });

    // A reload in the same tab (the editor opened again): what is left to redo and to undo is still there.
    cleanup();
    render(<Editor />);
    await screen.findByLabelText('Search aliases and wording');
    await settle(); // the reopened editor's effects (its keyboard shortcuts) run on the fake clock
    screen.getByRole('button', { name: 'Redo' }).focus();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByText('Redone: flowContinue in de-DE. Saved as the draft.')).toBeTruthy();
    await settle();
    expect(server.saves.at(-1)?.['content/de-DE.json']).toMatchObject({ flowContinue: 'Weiter bitte' });
    expect(screen.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Undo the last change' }));
    expect(screen.getByText('Undone: flowContinue in de-DE. Saved as the draft.')).toBeTruthy();

    // A new change: nothing to redo over it.
    await user.type(title(), '!');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('Nothing to redo in this session.')).toBeTruthy();
  });

  it('does not say Saved while there is no draft, and says it once a change is saved', async () => {
    await openEditor();
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No draft: this is the live version');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('homeIntro in en-GB'), ' today');
    expect(screen.getByRole('status').textContent).toBe('Not saved yet');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});
