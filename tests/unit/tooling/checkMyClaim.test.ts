/** promotion.json's myClaim block: every mistake reported as file#pointer: message, the checker going on after each. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions } from '../../../core/node/definitions/index';
import { minimalPromotion } from './minimalPromotion';

const plugins = 'tests/fixtures/broken-definitions/plugins';
const options = {
  widgetsDir: `${plugins}/widgets`,
  actionsDir: `${plugins}/actions`,
  sourcesDir: `${plugins}/sources`,
  validationDir: `${plugins}/validation`,
};

const promotion = (myClaim?: unknown) => minimalPromotion(myClaim === undefined ? {} : { settings: { myClaim } });

async function errorsOf(myClaim?: unknown): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'my-claim-'));
  const files: Record<string, unknown> = {
    'promotion.json': promotion(myClaim),
    'pages/home.json': { schemaVersion: 1, kind: 'page', id: 'home', route: '', title: 'home', blocks: [] },
    'content/en-GB.json': { home: 'Home', errorsGeneric: 'Check this answer' },
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(data));
  }
  const { errors } = await checkSiteDefinitions(dir, options);
  return errors.map((e) => `${path.basename(e.file)}#${e.pointer}: ${e.message}`);
}

const good = { returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*', 'https://labels.courier.example', 'https://*.courier.example:8443'] };
const ORIGIN = /^promotion\.json#\/settings\/myClaim\/courierHosts\/\d: must be an origin: http\(s\):\/\/host/;

describe('promotion.json myClaim', () => {
  it('accepts the documented shape, and a promotion without the block', async () => {
    expect(await errorsOf(good)).toEqual([]);
    expect(await errorsOf()).toEqual([]);
  });

  it('reports a return window whose min is above its max', async () => {
    expect(await errorsOf({ ...good, returnWindowDays: { min: 31, max: 30 } })).toEqual([
      'promotion.json#/settings/myClaim/returnWindowDays: min (31) must not be greater than max (30): the return window would never be open',
    ]);
  });

  it('reports missing, unknown and out-of-range settings', async () => {
    const errors = await errorsOf({ returnWindowDays: { min: -1, max: 1.5 }, courierHosts: [], colour: 'red' });
    expect(errors).toEqual(
      expect.arrayContaining([
        'promotion.json#/settings/myClaim: missing required property "tradeInWaitDays"',
        'promotion.json#/settings/myClaim: unknown property "colour"',
        'promotion.json#/settings/myClaim/returnWindowDays/min: must be >= 0',
        'promotion.json#/settings/myClaim/returnWindowDays/max: must be integer',
      ]),
    );
    expect(await errorsOf({ ...good, tradeInWaitDays: 0 })).toEqual(['promotion.json#/settings/myClaim/tradeInWaitDays: must be >= 1']);
  });

  it('accepts only origins as courier hosts, each at its own pointer', async () => {
    const bad = ['https://courier.example/label.js', 'https://courier.example/', 'https://label.*.example', '*', 'ftp://courier.example', 'https://Courier.example', "'unsafe-inline'", 'https://a.example https://b.example'];
    const errors = await errorsOf({ ...good, courierHosts: bad });
    expect(errors).toHaveLength(bad.length);
    bad.forEach((_, i) => expect(errors[i]).toMatch(new RegExp(ORIGIN.source.replace('\\d', String(i)))));
  });

  it('reports a port out of range and a host listed twice', async () => {
    expect(await errorsOf({ ...good, courierHosts: ['http://localhost:70000'] })).toEqual(['promotion.json#/settings/myClaim/courierHosts/0: port 70000 is not a port (1-65535)']);
    const twice = await errorsOf({ ...good, courierHosts: ['http://localhost:*', 'http://localhost:*'] });
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatch(/^promotion\.json#\/settings\/myClaim\/courierHosts: must NOT have duplicate items/);
  });
});
