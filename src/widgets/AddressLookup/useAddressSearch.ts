import { useEffect, useRef, useState } from 'react';
import { addressItemsOf, type AddressItem } from '../../../core/rules/addressPatch';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; items: AddressItem[] }
  | { status: 'failed' };

const IDLE: SearchState = { status: 'idle' };

/**
 * Search as you type: a query is sent once the customer pauses (delayMs) and has typed at least minLength
 * characters; an answer that arrives after a newer query was typed is ignored (stale).
 */
export function useAddressSearch(search: (query: string) => Promise<unknown>, minLength: number, delayMs = 250) {
  const [state, setState] = useState<SearchState>(IDLE);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  async function run(query: string) {
    const ticket = ++latest.current;
    setState({ status: 'searching' });
    try {
      const items = addressItemsOf(await search(query));
      if (ticket === latest.current) setState({ status: 'done', items });
    } catch (error) {
      if (ticket !== latest.current) return;
      console.error('The address search failed', error);
      setState({ status: 'failed' });
    }
  }

  /** Forgets pending searches and answers in flight. */
  function reset() {
    clearTimeout(timer.current);
    latest.current += 1;
    setState(IDLE);
  }

  /** Searches after the pause; a query too short clears the results. */
  function schedule(query: string) {
    reset();
    const trimmed = query.trim();
    if (trimmed.length >= minLength) timer.current = setTimeout(() => void run(trimmed), delayMs);
  }

  /** Searches at once (Enter in the search field). */
  function now(query: string) {
    const trimmed = query.trim();
    if (trimmed.length < minLength) return;
    clearTimeout(timer.current);
    void run(trimmed);
  }

  return { state, schedule, now, reset };
}
