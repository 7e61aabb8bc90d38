import { atom } from 'jotai';

/**
 * Bumped when a form changed what the page's data sources show (a claim after a my-claim action): every block
 * with a source loads again. Read through jotai, so a bump inside a transition keeps the page on screen until
 * the new data is there, instead of flashing the loading text.
 */
export const dataVersionAtom = atom(0);
