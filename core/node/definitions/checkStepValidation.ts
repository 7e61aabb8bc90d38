import type { Check } from './context';
import type { DefinitionError } from '../../definitions/types';
import { packageForms, validationSchema } from './packageForms';

/** "personal-details" → "personalDetails": the name a step's validation schema goes by. */
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A step that names no validation while a schema holds rules for its fields (the schema named after the step, that
 * no form names): its rules would never run, and the customer could continue with the fields empty. Reported at the
 * step, with the schema's file.
 */
export const checkStepValidation: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const forms = packageForms(ctx);
  const used = new Set(forms.flatMap((form) => (form.validation ? [form.validation] : [])));
  for (const form of forms) {
    if (form.kind !== 'step' || form.validation) continue;
    const name = camelCase(form.id);
    if (used.has(name)) continue;
    const named = validationSchema(ctx, name);
    if (!named) continue;
    const bound = new Set(form.blocks.flatMap((block) => (block.name ? [block.name.split('.')[0]] : [])));
    const ruled = [...new Set([...Object.keys((named.schema.properties ?? {}) as object), ...((named.schema.required ?? []) as string[])])].filter((field) => bound.has(field));
    if (!ruled.length) continue;
    errors.push({
      file: form.file,
      pointer: '',
      message: `step "${form.id}" names no validation, yet ${named.file} holds rules for its fields (${ruled.join(', ')}): add "validation": "${name}"`,
    });
  }
  return errors;
};
