import { documents, type Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';
import { slotMatches, type WidgetManifest } from '../../manifests/manifest';
import { manifestsByType } from '../manifests/loadManifests';

/** The strings at a JSON pointer with `*` for every key or index (`/links/*\/slot`). */
export function stringsAt(value: unknown, pointer: string): string[] {
  const walk = (node: unknown, keys: string[]): string[] => {
    if (!keys.length) return typeof node === 'string' ? [node] : [];
    if (!node || typeof node !== 'object') return [];
    const [key, ...rest] = keys;
    const children = key === '*' ? Object.values(node) : [(node as Record<string, unknown>)[key]];
    return children.flatMap((child) => walk(child, rest));
  };
  return walk(value, pointer.split('/').slice(1));
}

/** Whether a block's text key is one of the widget's slots (declared, or named by the block's props). */
function isSlot(manifest: WidgetManifest, props: unknown, key: string): boolean {
  if (Object.keys(manifest.text).some((pattern) => slotMatches(pattern, key))) return true;
  const named = manifest.textNamedBy ?? [];
  return named.includes('*') || named.some((pointer) => stringsAt(props, pointer).includes(key));
}

/**
 * What a block owes its widget's manifest: the required text slots (a field's label, a group's legend: without them
 * the page shows an empty label), no slot the widget does not have (a misspelt key is wording nobody sees), and a
 * `name` when the widget answers a value (without one the answer goes nowhere), and, on a claim step, a widget that
 * says how it is answered without scripts (its manifest's `noScript`: a step's form posts to the server then).
 */
export const checkWidgetBlocks: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const manifests = await manifestsByType(ctx.options.widgetsDir);
  for (const { data, file, kind } of documents(ctx))
    forEachBlockIn(data, (block, at) => {
      const manifest = manifests.get(block.type);
      if (!manifest) return;
      const text = (block.text ?? {}) as Record<string, unknown>;
      const slots = Object.keys(manifest.text);
      for (const [slot, facts] of Object.entries(manifest.text))
        if (facts.required && !(slot in text))
          errors.push({ file, pointer: pointerJoin(at, 'text'), message: `${block.type} needs the text slot "${slot}" (its slots: ${slots.join(', ')})` });
      for (const key of Object.keys(text))
        if (!isSlot(manifest, block.props, key))
          errors.push({ file, pointer: pointerJoin(pointerJoin(at, 'text'), key), message: `${block.type} has no text slot "${key}" (its slots: ${slots.join(', ')})` });
      if (kind === 'step' && manifest.value && manifest.noScript === undefined)
        errors.push({ file, pointer: at, message: `${block.type} cannot be answered without scripts: its manifest says no \`noScript\` (how its answer posts with the step's form)` });
      if (manifest.value && typeof block.name !== 'string')
        errors.push({ file, pointer: at, message: `${block.type} answers a value: the block needs a "name" (the path of the answer in the claim)` });
    });
  return errors;
};
