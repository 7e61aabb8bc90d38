import { catalogueProblems, productListsOf } from '../../../core/catalogue/catalogueProblems';
import type { Catalogue } from '../../../core/generated/definitions';
import type { Problem } from '../fieldIds';
import type { Files, SaveState } from '../useDraft';

const FILE = 'catalogue.json';

/**
 * The draft's problems as the manager types: the checker's (from the last save) and, at once, the catalogue's own
 * rules on the files as they are on screen (the same rules the checker runs: core/catalogue/catalogueProblems.ts).
 * While a change waits for its save, the checker's word on catalogue.json is out of date and is left out.
 */
export function draftProblems(files: Files, saved: readonly Problem[], state: SaveState): Problem[] {
  const catalogue = files[FILE] as Partial<Catalogue> | undefined;
  if (!catalogue) return [...saved];
  const steps = Object.entries(files)
    .filter(([file]) => file.startsWith('steps/'))
    .map(([, step]) => step);
  const current = catalogueProblems(catalogue, productListsOf(steps)).map((problem) => ({ file: FILE, ...problem }));
  const fromChecker = state === 'saved' ? saved : saved.filter((problem) => problem.file !== FILE);
  const key = (problem: Problem) => `${problem.file}#${problem.pointer} ${problem.message}`;
  const seen = new Set(fromChecker.map(key));
  return [...fromChecker, ...current.filter((problem) => !seen.has(key(problem)))];
}
