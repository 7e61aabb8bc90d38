import { randomInt } from 'node:crypto';

/** A random public claim reference: three groups of three digits, e.g. 482-019-337. */
export function newPublicReference(): string {
  const group = () => String(randomInt(0, 1000)).padStart(3, '0');
  return `${group()}-${group()}-${group()}`;
}
