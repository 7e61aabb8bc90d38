import type { SaveState } from './useDraft';

const SAVE_STATES: Record<SaveState, string> = {
  loading: 'Loading…',
  'no-draft': 'No draft: this is the live version',
  saved: 'Saved',
  unsaved: 'Not saved yet',
  saving: 'Saving…',
  conflict: 'Not saved: someone else saved meanwhile',
  failed: 'Not saved: the studio did not answer',
};

/** Where the draft stands, as a status a screen reader hears: a promotion without a draft never says "Saved". */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p className={`save-state save-state--${state}`} role="status">
      {SAVE_STATES[state]}
    </p>
  );
}
