/** An id made from a name, as catalogue ids are written: "Aurora One 256GB" → "aurora-one-256gb". */
export const idFromName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
