import { atom } from 'jotai';

/** A success message a form left for its page (e.g. "your documents were sent"), for this visit of the page only. */
export interface PageNotice {
  /** The history entry the message belongs to: another visit of the page does not show it. */
  visitKey: string;
  alias: string;
}

export const pageNoticeAtom = atom<PageNotice | null>(null);
