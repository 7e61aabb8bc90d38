import type { Block } from '../../generated/definitions';
import { documents, type CheckContext } from './context';
import { forEachBlock, forEachBlockIn } from '../../definitions/walk';

/** A validation schema as a form names it: its file (the last folder that has it wins) and its JSON. */
export interface NamedSchema {
  name: string;
  file: string;
  schema: Record<string, unknown>;
}

/** The schema `name` the package validates with (its own over the shared one); undefined when none or unreadable. */
export function validationSchema(ctx: CheckContext, name: string): NamedSchema | undefined {
  const found = ctx.schemas.get(name);
  if (!found || found.unreadable || !found.schema || typeof found.schema !== 'object') return undefined; // checkValidationSchemas reports it
  return { name, file: found.file, schema: found.schema as Record<string, unknown> };
}

/** A form of the package: a step or a page's Form block, with the validation it names and the blocks it holds. */
export interface PackageForm {
  kind: 'step' | 'form';
  id: string;
  file: string;
  /** JSON pointer of the step (``) or of the Form block. */
  pointer: string;
  validation?: string;
  blocks: Block[];
}

/** Every step and every Form block of the pages, layout included. */
export function packageForms(ctx: CheckContext): PackageForm[] {
  const forms: PackageForm[] = [];
  const blocksIn = (list: unknown) => {
    const into: Block[] = [];
    forEachBlock(list, '', (block) => into.push(block));
    return into;
  };
  for (const { kind, data, file } of documents(ctx)) {
    if (kind === 'step') forms.push({ kind: 'step', id: String(data.id), file, pointer: '', validation: data.validation as string | undefined, blocks: blocksIn(data.blocks) });
    else
      forEachBlockIn(data, (block, at) => {
        if (block.type === 'Form') forms.push({ kind: 'form', id: String(block.id ?? at), file, pointer: at, validation: block.validation, blocks: blocksIn(block.blocks) });
      });
  }
  return forms;
}
