import { documents, str, type Check, type Document } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';

function duplicates(
  docs: Document[],
  key: (d: Document) => string | undefined,
  pointer: string,
  what: string,
  errors: DefinitionError[],
): void {
  const first = new Map<string, string>();
  for (const doc of docs) {
    const value = key(doc);
    if (value === undefined) continue;
    const earlier = first.get(value);
    if (earlier !== undefined) errors.push({ file: doc.file, pointer, message: `duplicate ${what} "${value}" (also in ${earlier})` });
    else first.set(value, doc.file);
  }
}

const join = (a: string, b: string) => (a && b ? `${a}/${b}` : a || b);

/** Duplicate ids and routes, flow ↔ step links, defaultLocale. */
export const checkStructure: Check = (ctx) => {
  const errors: DefinitionError[] = [];
  const docs = documents(ctx);
  const of = (...kinds: Document['kind'][]) => docs.filter((d) => kinds.includes(d.kind));
  const steps = of('step');
  const stepById = new Map(steps.map((s) => [str(s.data.id), s]));

  duplicates(of('page', 'flow'), (d) => str(d.data.id), '/id', 'page/flow id', errors);
  duplicates(steps, (d) => str(d.data.id), '/id', 'step id', errors);
  duplicates(of('page', 'flow'), (d) => str(d.data.route), '/route', 'route', errors);

  const used = new Set<string>();
  for (const flow of of('flow')) {
    const ids = Array.isArray(flow.data.steps) ? flow.data.steps : [];
    const flowRoute = str(flow.data.route) ?? '';
    const routes = new Map<string, string>();
    ids.forEach((id, i) => {
      if (typeof id !== 'string') return;
      const at = pointerJoin('/steps', i);
      if (used.has(id) && ids.indexOf(id) !== i) errors.push({ file: flow.file, pointer: at, message: `step "${id}" is listed twice` });
      used.add(id);
      const step = stepById.get(id);
      if (!step) {
        errors.push({ file: flow.file, pointer: at, message: `unknown step "${id}" (no step file has this id)` });
        return;
      }
      const route = str(step.data.route);
      if (route === undefined) return;
      const earlier = routes.get(route);
      if (earlier !== undefined)
        errors.push({ file: step.file, pointer: '/route', message: `duplicate route "${join(flowRoute, route)}" in flow "${flow.data.id}" (also step "${earlier}")` });
      else routes.set(route, id);
    });
  }
  for (const step of steps) {
    const id = str(step.data.id);
    if (id !== undefined && !used.has(id)) errors.push({ file: step.file, pointer: '', message: `step "${id}" is not used by any flow` });
  }

  const promotion = ctx.definitions.promotion as { defaultLocale?: unknown; locales?: Record<string, unknown> };
  const promotionFile = ctx.files.get(ctx.definitions.promotion as object);
  if (promotionFile && typeof promotion.defaultLocale === 'string' && promotion.locales && !(promotion.defaultLocale in promotion.locales))
    errors.push({ file: promotionFile, pointer: '/defaultLocale', message: `defaultLocale "${promotion.defaultLocale}" is not among locales` });
  return errors;
};
