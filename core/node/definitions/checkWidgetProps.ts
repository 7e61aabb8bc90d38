import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { toDefinitionErrors } from '../../definitions/ajvErrors';
import { documents, type Check } from './context';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';
import { manifestsByType } from '../manifests/loadManifests';

/** Block props checked against the props schema of the widget's manifest. */
export const checkWidgetProps: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const manifests = await manifestsByType(ctx.options.widgetsDir);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (type: string) => {
    let validate = validators.get(type);
    if (!validate) validators.set(type, (validate = ajv.compile({ ...(manifests.get(type)!.props as object), $id: undefined })));
    return validate;
  };
  for (const { data, file } of documents(ctx))
    forEachBlockIn(data, (block, at) => {
      if (!manifests.has(block.type)) return;
      const validate = validatorFor(block.type);
      if (!validate(block.props ?? {})) errors.push(...toDefinitionErrors(file, validate.errors, `${at}/props`, `${block.type} props: `));
    });
  return errors;
};
