import { existsSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { toDefinitionErrors } from './ajvErrors';
import { documents, type Check } from './context';
import { relativeFile } from './paths';
import { readJsonFile } from './readJson';
import type { DefinitionError } from './types';
import { forEachBlockIn } from './walk';

type Loaded = { validate?: ValidateFunction; error?: DefinitionError };

/** Block props checked against src/widgets/<Type>/props.schema.json where that file exists. */
export const checkWidgetProps: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const schemas = new Map<string, Loaded>();

  async function validatorFor(type: string): Promise<Loaded> {
    const cached = schemas.get(type);
    if (cached) return cached;
    const absolute = path.join(ctx.options.widgetsDir, type, 'props.schema.json');
    let loaded: Loaded = {};
    if (existsSync(absolute)) {
      const file = relativeFile(ctx.options.rootDir, absolute);
      const read = await readJsonFile(absolute, file);
      if (!read.ok) loaded = { error: read.error };
      else {
        try {
          const schema = { ...(read.data as object) } as Record<string, unknown>;
          delete schema.$id;
          loaded = { validate: ajv.compile(schema) };
        } catch (err) {
          loaded = { error: { file, pointer: '', message: `invalid props schema: ${(err as Error).message}` } };
        }
      }
      if (loaded.error) errors.push(loaded.error);
    }
    schemas.set(type, loaded);
    return loaded;
  }

  for (const { data, file } of documents(ctx)) {
    const blocks: Array<[Record<string, unknown>, string]> = [];
    forEachBlockIn(data, (block, at) => blocks.push([block as unknown as Record<string, unknown>, at]));
    for (const [block, at] of blocks) {
      if (typeof block.type !== 'string' || !ctx.names.widgets.has(block.type)) continue;
      const { validate } = await validatorFor(block.type);
      if (validate && !validate(block.props ?? {}))
        errors.push(...toDefinitionErrors(file, validate.errors, `${at}/props`, `${block.type} props: `));
    }
  }
  return errors;
};
