/** The problem the checker reports: a file of the package, a JSON pointer into it, a message. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** The DOM id of the field that edits `file#pointer`: the checker's errors link to it from the error summary. */
export function fieldIdOf(file: string, pointer: string): string {
  return `f-${`${file}#${pointer}`.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/** The studio tab where a file (at a pointer) is edited: catalogue.json's dates on Settings, the rest of it on Catalogue. */
export function tabOfFile(file: string, pointer = ''): 'settings' | 'steps' | 'wording' | 'catalogue' | 'json' {
  if (file === 'promotion.json') return 'settings';
  if (file === 'catalogue.json') return /^\/(purchaseWindow|claimWindow)/.test(pointer) ? 'settings' : 'catalogue';
  if (file.startsWith('steps/') || file.startsWith('flows/')) return 'steps';
  if (file.startsWith('content/')) return 'wording';
  return 'json';
}

/** A JSON pointer's parts ("/blocks/0/text/label" → ["blocks", "0", "text", "label"]). */
export const pointerParts = (pointer: string) => pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
export const pointerOf = (...parts: Array<string | number>) => parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
