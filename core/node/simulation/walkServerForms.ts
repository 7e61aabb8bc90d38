import type { Flow, Step } from '../../generated/definitions';
import type { WidgetManifest } from '../../manifests/manifest';
import { environmentFor } from '../../engine/environment';
import { postedFieldsOf } from '../../engine/flow/postedFields';
import type { Failure, SimulationReport } from '../../simulation/types';
import type { SimulatedPackage } from './loadSimulatedPackage';

/** A 1x1 PNG: the server checks an upload by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Samples = NonNullable<SimulationReport['samples']>;

/**
 * The server-side path (issue 54): the first complete journey of each flow and locale, under the flags the package
 * is served with, walked again as a browser without scripts walks it. Each step's page is asked for (its session
 * cookie and the form's token), its answers posted as the widgets' inputs carry them (postedFieldsOf; files as
 * multipart), and the server must send the visitor on to the step the journey went to next. The claim is really
 * sent: only on a server of the simulation's own (its database is thrown away).
 */
export async function walkServerForms(
  pkg: SimulatedPackage,
  samples: Samples,
  serverUrl: string,
  manifests: ReadonlyMap<string, WidgetManifest>,
): Promise<{ walked: number; completed: number; failures: Failure[] }> {
  const served = JSON.stringify(sortedFlags(pkg.definitions.promotion.flags ?? {}));
  const result = { walked: 0, completed: 0, failures: [] as Failure[] };
  for (const flow of pkg.definitions.flows as Flow[])
    for (const locale of pkg.locales) {
      const key = Object.keys(samples).find((candidate) => {
        const [id, at, flags] = candidate.split('|');
        return id === flow.id && at === locale && JSON.stringify(sortedFlags(JSON.parse(flags))) === served;
      });
      if (!key) continue;
      result.walked += 1;
      const failure = await walkOne(pkg, flow, locale, samples[key], serverUrl, manifests);
      if (failure) result.failures.push(failure);
      else result.completed += 1;
    }
  return result;
}

async function walkOne(pkg: SimulatedPackage, flow: Flow, locale: string, journey: Samples[string], serverUrl: string, manifests: ReadonlyMap<string, WidgetManifest>): Promise<Failure | undefined> {
  const env = environmentFor({ ...pkg.definitions, locale });
  const stepOf = (id: string) => (pkg.definitions.steps as Step[]).find((step) => step.id === id)!;
  const urlOf = (id: string) => new URL(`${env.sitePath}/${flow.route}/${stepOf(id).route}`, serverUrl).href;
  const path = { flow: flow.id, locale, flags: pkg.definitions.promotion.flags ?? {}, choices: ['without scripts'], steps: journey.map((sample) => sample.step) };
  const fail = (step: string, message: string): Failure => ({ kind: 'server-form-refused', step, journey: path, file: pkg.files.get(stepOf(step)), message });
  let cookie = '';
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(cookie && { cookie }) } });
    const given = response.headers.get('set-cookie');
    if (given) cookie = given.split(';')[0];
    return response;
  };
  for (let i = 0; i + 1 < journey.length; i++) {
    const step = stepOf(journey[i].step);
    const page = await send(urlOf(step.id));
    const html = await page.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (page.status !== 200 || !token) return fail(step.id, `the step's page without scripts answers ${page.status}${page.headers.get('location') ? ` (to ${page.headers.get('location')})` : ''}${token ? '' : ', with no form to post'}`);
    const { fields, files, rows } = postedFieldsOf(step.blocks, journey[i + 1].values, env, (type) => manifests.get(type));
    const post = (action?: string) => {
      const body = new FormData();
      body.set('_csrf', token);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      if (action) body.set('action', action);
      else for (const [name, count] of Object.entries(files)) for (let n = 1; n <= count; n++) body.append(name, new Blob([PNG], { type: 'image/png' }), `proof-${n}.png`);
      return send(urlOf(step.id), { method: 'POST', body });
    };
    // A list with more rows than a new draft's: its add button, once per row more.
    for (const [name, count] of Object.entries(rows)) for (let n = defaultRows(flow, name); n < count; n++) await post(`add-row:${name}`);
    const answer = await post();
    const to = answer.headers.get('location');
    const next = journey[i + 1].step;
    if (answer.status === 303 && to && new URL(to, serverUrl).pathname === new URL(urlOf(next)).pathname) continue;
    const refused = [...(await answer.text()).matchAll(/"alias":"([^"]+)"/g)].map((match) => match[1]);
    return fail(step.id, `posted without scripts, the server ${to ? `sent the visitor to ${to}` : `answered ${answer.status}`} instead of the step "${next}"${refused.length ? `: ${refused.join(', ')}` : ''}`);
  }
  const last = await send(urlOf(journey[journey.length - 1].step));
  return last.status === 200 ? undefined : fail(journey[journey.length - 1].step, `the last step's page without scripts answers ${last.status}`);
}

const sortedFlags = (flags: Record<string, boolean>) => Object.fromEntries(Object.entries(flags).sort(([a], [b]) => a.localeCompare(b)));

const defaultRows = (flow: Flow, name: string) => {
  const rows = (flow.defaults as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(rows) ? rows.length : 0;
};
