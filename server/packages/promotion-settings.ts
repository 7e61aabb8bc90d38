import fs from 'node:fs';
import path from 'node:path';
import { MY_CLAIM_DEFAULTS, type MyClaimSettings } from '../../core/rules/myClaimSettings';
import { repoRoot } from '../../core/node/definitions/index';

/** The schema's origin pattern of a courier host (one definition for the checker and the server). */
const COURIER_HOST = new RegExp(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8')) as { $defs: { courierHost: { pattern: string } } }).$defs
    .courierHost.pattern,
);

/**
 * `myClaim` of a promotion.json (defaults when absent), checked again here because its courier hosts go into
 * the Content-Security-Policy header: anything but an origin stops the server with the file and pointer.
 */
export function myClaimSettingsOf(block: unknown, file = 'promotion.json#/settings'): MyClaimSettings {
  if (block === undefined) return MY_CLAIM_DEFAULTS;
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${file}/myClaim${pointer}: ${message} (run npm run check)`);
  };
  const { returnWindowDays, tradeInWaitDays, courierHosts } = (block ?? {}) as Record<string, unknown>;
  const days = (value: unknown, pointer: string) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fail(pointer, 'must be a whole number of days'));
  const window = (returnWindowDays ?? {}) as { min?: unknown; max?: unknown };
  const min = days(window.min, '/returnWindowDays/min');
  const max = days(window.max, '/returnWindowDays/max');
  if (min > max) fail('/returnWindowDays', `min (${min}) must not be greater than max (${max})`);
  const wait = days(tradeInWaitDays, '/tradeInWaitDays');
  if (wait < 1) fail('/tradeInWaitDays', 'must be at least 1');
  if (!Array.isArray(courierHosts)) fail('/courierHosts', 'must be a list of origins');
  const hosts = (courierHosts as unknown[]).map((host, i) => {
    const port = typeof host === 'string' ? /:([0-9]+)$/.exec(host)?.[1] : undefined;
    if (typeof host !== 'string' || !COURIER_HOST.test(host) || (port !== undefined && (Number(port) < 1 || Number(port) > 65535)))
      fail(`/courierHosts/${i}`, `${JSON.stringify(host)} is not an origin (scheme://host[:port|:*])`);
    return host as string;
  });
  return Object.freeze({
    returnWindowDays: Object.freeze({ min, max }),
    tradeInWaitDays: wait,
    courierHosts: Object.freeze([...new Set(hosts)]),
  });
}

/** The schema's pattern of a fraud-screening script address (one definition for the checker and the server). */
const FRAUD_SCRIPT_URL = new RegExp(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8')) as {
    $defs: { fraudScreening: { properties: { scriptUrl: { pattern: string } } } };
  }).$defs.fraudScreening.properties.scriptUrl.pattern,
);

/**
 * The origin of `fraudScreening.scriptUrl` of a promotion.json (undefined when no provider is configured), checked
 * again here because it goes into the Content-Security-Policy header: anything else stops the server.
 */
export function fraudScreeningOriginOf(promotion: unknown, file = 'promotion.json'): string | undefined {
  const block = (promotion as { fraudScreening?: unknown } | null)?.fraudScreening;
  if (block === undefined) return undefined;
  const scriptUrl = (block as { scriptUrl?: unknown } | null)?.scriptUrl;
  if (typeof scriptUrl !== 'string' || !FRAUD_SCRIPT_URL.test(scriptUrl)) {
    throw new Error(`${file}#/fraudScreening/scriptUrl: ${JSON.stringify(scriptUrl)} is not an http(s) script address (run npm run check)`);
  }
  return new URL(scriptUrl).origin;
}
