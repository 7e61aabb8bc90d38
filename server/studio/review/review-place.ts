const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** A file's place in a manager's words: its kind and what names it. */
function fileLabel(file: string, doc: unknown): string {
  const base = file.replace(/^[^/]+\//, '').replace(/(\.schema)?\.json$/, '');
  const id = doc && typeof doc === 'object' && typeof (doc as { id?: unknown }).id === 'string' ? (doc as { id: string }).id : base;
  if (file.startsWith('content/')) return `Wording ${base}`;
  if (file.startsWith('steps/')) return `Step ${id}`;
  if (file.startsWith('pages/')) return `Page ${id}`;
  if (file.startsWith('flows/')) return `Flow ${id}`;
  if (file.startsWith('validation/')) return `Validation ${base}`;
  if (file === 'catalogue.json') return 'Catalogue';
  if (file === 'layout.json') return 'Layout (every page)';
  if (file === 'promotion.json') return 'Promotion';
  return file;
}

/** An array item as a manager knows it: its position and what names it (a block's type and field name, a product). */
function itemLabel(parent: string, index: number, item: unknown): string {
  const named = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const names = ['type', 'name', 'id', 'label', 'title'].map((key) => named[key]).filter((v): v is string => typeof v === 'string');
  const singular = parent === 'blocks' ? 'block' : parent === 'steps' ? 'step' : parent.replace(/s$/, '');
  const shown = typeof item === 'string' ? ` “${item}”` : names.length ? ` (${[...new Set(names)].slice(0, 2).join(' ')})` : '';
  return `${singular} ${index + 1}${shown}`;
}

/** Where a JSON pointer of a package file is, in words: "Step purchase-details › block 3 (ImeiTable imei) › label". */
export function placeOf(file: string, pointer: string, doc: unknown): string {
  const parts = [fileLabel(file, doc)];
  let node = doc;
  let parent = '';
  for (const token of pointer.split('/').slice(1).map(unescape)) {
    if (Array.isArray(node) && /^\d+$/.test(token)) {
      const index = Number(token);
      parts.push(itemLabel(parent, index, node[index]));
      node = node[index];
    } else {
      parts.push(token);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined;
    }
    parent = token;
  }
  return parts.join(' › ');
}
