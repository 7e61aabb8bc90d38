import { documents, str, type Check } from './context';
import { pointerJoin } from './pointer';
import { forEachBlockIn, walkJson } from './walk';
import type { DefinitionError } from './types';

/** Unknown widget types, actions, data sources, validation schemas, flags and page ids. */
export const checkReferences: Check = (ctx) => {
  const { names, definitions } = ctx;
  const errors: DefinitionError[] = [];
  const flags = new Set(Object.keys((definitions.promotion as { flags?: object }).flags ?? {}));
  const stepIds = new Set(definitions.steps.map((d) => d.id));
  const targets = new Set([...definitions.pages, ...definitions.flows, ...definitions.steps].map((d) => d.id));

  for (const { data, file } of documents(ctx)) {
    const err = (pointer: string, message: string) => errors.push({ file, pointer, message });
    const checkValidation = (value: unknown, pointer: string) => {
      const name = str(value);
      if (name !== undefined && !names.validations.has(name))
        err(pointer, `unknown validation schema "${name}" (no schemas/validation/${name}.schema.json)`);
    };
    const checkActions = (value: unknown, pointer: string) => {
      if (!Array.isArray(value)) return;
      value.forEach((a, i) => {
        if (typeof a === 'string' && !names.actions.has(a)) err(pointerJoin(pointer, i), `unknown action "${a}"`);
      });
    };

    checkValidation(data.validation, '/validation');
    checkActions(data.actions, '/actions');
    const redirect = str(data.redirect);
    if (redirect !== undefined && !targets.has(redirect)) err('/redirect', `redirect to unknown page or flow "${redirect}"`);

    forEachBlockIn(data, (block, at) => {
      if (typeof block.type === 'string' && !names.widgets.has(block.type))
        err(pointerJoin(at, 'type'), `unknown widget type "${block.type}"`);
      if (typeof block.source === 'string' && !names.sources.has(block.source))
        err(pointerJoin(at, 'source'), `unknown data source "${block.source}"`);
      checkValidation(block.validation, pointerJoin(at, 'validation'));
      checkActions(block.actions, pointerJoin(at, 'actions'));
      // Every `to` inside props (a link, a nav entry, a redirect target) names a page, flow or step;
      // every `changeStep` (a summary's Change link) names a step.
      walkJson(block.props, `${at}/props`, (value, pointer) => {
        const to = str(value);
        if (to === undefined) return;
        if (pointer.endsWith('/to') && !targets.has(to)) err(pointer, `link to unknown page or flow "${to}"`);
        if (pointer.endsWith('/changeStep') && !stepIds.has(to)) err(pointer, `change link to unknown step "${to}"`);
      });
      const invalidates = block.invalidates as { steps?: unknown } | undefined;
      if (Array.isArray(invalidates?.steps))
        invalidates.steps.forEach((id, i) => {
          if (typeof id === 'string' && !stepIds.has(id)) err(pointerJoin(at, `invalidates/steps/${i}`), `unknown step "${id}"`);
        });
    });

    walkJson(data, '', (value, pointer) => {
      if (!/\/visibleWhen$/.test(pointer) || !value || typeof value !== 'object') return;
      for (const key of ['flag', 'notFlag'] as const) {
        const flag = str((value as Record<string, unknown>)[key]);
        if (flag !== undefined && !flags.has(flag))
          err(`${pointer}/${key}`, `unknown flag "${flag}" (not in promotion.json flags)`);
      }
    });
  }
  return errors;
};
