import { documents, str, type Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import { forEachBlockIn, walkJson } from '../../definitions/walk';
import type { DefinitionError } from '../../definitions/types';

/** Unknown widget types, actions, data sources, validation schemas, flags, page ids and guard parameters. */
export const checkReferences: Check = (ctx) => {
  const { names, definitions } = ctx;
  const errors: DefinitionError[] = [];
  const flags = new Set(Object.keys((definitions.promotion as { flags?: object }).flags ?? {}));
  const stepIds = new Set(definitions.steps.map((d) => d.id));
  const locales = ((definitions.promotion as { locales?: object }).locales ?? {}) as Record<string, { sitePath?: string; country?: string; externalPages?: Record<string, string> }>;
  const servedCountries = Object.values(locales).filter((l) => l.sitePath && l.country).map((l) => l.country as string);
  const pagesById = new Map(definitions.pages.map((p) => [p.id, p as unknown as Record<string, unknown>]));
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
    // A page or flow guard's parameters name a page or flow to go to, the closed page and the status source.
    const guard = data.guard as { params?: Record<string, unknown> } | string | undefined;
    if (guard && typeof guard === 'object' && guard.params) {
      const { open, closed, status } = guard.params;
      if (typeof open === 'string' && !targets.has(open)) err('/guard/params/open', `unknown page or flow "${open}"`);
      if (typeof closed === 'string' && !pagesById.has(closed)) err('/guard/params/closed', `unknown page "${closed}"`);
      if (typeof status === 'string' && !names.sources.has(status)) err('/guard/params/status', `unknown data source "${status}"`);
    }
    const redirect = str(data.redirect);
    if (redirect !== undefined && !targets.has(redirect)) err('/redirect', `redirect to unknown page or flow "${redirect}"`);
    const external = str(data.externalRedirect);
    if (external !== undefined)
      for (const [tag, info] of Object.entries(locales))
        if (info.sitePath && pageCountryAllows(data, info.country) && !info.externalPages?.[external])
          err('/externalRedirect', `no address for "${external}" in promotion.json locales.${tag}.externalPages`);

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
        // A link to a page routed only in some countries (impressum: visibleWhen country DE) names them in its
        // `countries`, so no locale shows a link to a page it does not route.
        const page = pointer.endsWith('/to') ? pagesById.get(to) : undefined;
        const linkCountries = (getAt(block.props, pointer.slice(`${at}/props`.length).replace(/\/to$/, '')) as { countries?: unknown })?.countries;
        if (page && servedCountries.some((country) => !pageCountryAllows(page, country) && (!Array.isArray(linkCountries) || linkCountries.includes(country))))
          err(pointer, `link to "${to}", a page not routed in every country: give the link "countries" where the page is routed`);
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

/** Whether a definition's visibleWhen country / notCountry lets it show in the country. */
function pageCountryAllows(definition: Record<string, unknown>, country: string | undefined): boolean {
  const when = definition.visibleWhen as { country?: string[]; notCountry?: string[] } | undefined;
  if (!when || country === undefined) return true;
  if (when.country && !when.country.includes(country)) return false;
  if (when.notCountry && when.notCountry.includes(country)) return false;
  return true;
}

/** The value at a JSON pointer below a value ("" is the value itself). */
function getAt(value: unknown, pointer: string): unknown {
  if (!pointer) return value;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), value);
}
