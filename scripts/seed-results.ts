/**
 * `npm run bench:results [-- --events N] [--days D] [--data-dir DIR]`: fills a database (DATA_DIR, a temp folder by
 * default, or PostgreSQL at DATABASE_URL) with what the studio's Results screen reads for one promotion — counted site
 * events over D days (default 90) summing to N events (default 1,000,000) for three locales and two versions (a
 * publish half way), and claims with their statuses and reward methods — then times the results of the whole range
 * as the studio asks for them (server/studio/results/promotion-results.ts): all locales and versions, one locale and
 * version, cold (first) and warm (best of 5). Without --data-dir the temp folder is removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/db/prepare-database';
import { readServedPromotion } from '../server/packages/promotion-package';
import { promotionResults } from '../server/studio/results/promotion-results';
import { hourOf } from '../server/usage/usage-counter';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const EVENTS = Number(arg('events', '1000000'));
const DAYS = Number(arg('days', '90'));
const CODE = 'GOO00028';
const LOCALES = [
  { locale: 'en-GB', promotionId: 'GOO00028-GB', share: 0.5 },
  { locale: 'de-DE', promotionId: 'GOO00028-DE', share: 0.3 },
  { locale: 'fr-FR', promotionId: 'GOO00028-FR', share: 0.2 },
];
const VERSIONS = ['a'.repeat(64), 'b'.repeat(64)];
const STEPS = ['get-started', 'claim-type', 'purchase-details', 'upload', 'upload-imei', 'personal-details', 'reward-details', 'summary', 'survey', 'confirmation'];
/** Of the customers reaching a step, how many continue; the refused fields of the steps that have them. */
const CONTINUE = [0.8, 0.95, 0.7, 0.9, 0.9, 0.85, 0.95, 0.9, 0.4, 0];
const FIELDS: Record<string, string[]> = { 'purchase-details': ['items.productImei', 'invoiceDate'], 'personal-details': ['email', 'postCode'], upload: ['documents'] };

async function main() {
  const given = arg('data-dir', '');
  const dataDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'seed-results-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const { db, close } = await prepareDatabase(config, [readServedPromotion(path.resolve('page-definitions/GOO00028'))]);
  try {
    const end = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 86_400_000;
    const start = end - DAYS * 86_400_000;
    const hours = DAYS * 24;
    /** The hourly rows of `startersPerHour` customers starting a claim (fewer at night); `emit` gets each row. */
    const generate = async (startersPerHour: number, emit: (row: Record<string, string | number>) => Promise<void> | void) => {
      for (let h = 0; h < hours; h++) {
        const hour = hourOf(new Date(start + h * 3_600_000));
        const version = VERSIONS[h < hours / 2 ? 0 : 1];
        const daily = (0.5 + Math.sin(((h % 24) / 24) * Math.PI)) / 1.137;
        for (const { locale, share } of LOCALES) {
          let reached = Math.round(startersPerHour * share * daily);
          for (const [i, step] of STEPS.entries()) {
            if (reached <= 0) break;
            const continued = Math.round(reached * CONTINUE[i]);
            const refused = Math.round(reached * 0.2);
            const add = async (event: string, n: number, field = '') => {
              if (n > 0) await emit({ code: CODE, version, locale, screen: step, event, field, hour, n });
            };
            await add('shown', reached);
            if (step === 'survey') await add('skipped', reached - continued);
            await add('continued', continued);
            await add('refused', refused);
            for (const [j, field] of (FIELDS[step] ?? []).entries()) await add('refused', Math.round(refused / (j + 1)), field);
            if (step === 'summary') await add('submitted', continued);
            reached = continued;
          }
        }
      }
    };
    // How many customers an hour make EVENTS events: counted once at a guess, then scaled.
    let guessed = 0;
    await generate(100, (row) => void (guessed += Number(row.n)));
    const startersPerHour = (100 * EVENTS) / guessed;
    let rows: Array<Record<string, string | number>> = [];
    let events = 0;
    let written = 0;
    const flush = async () => {
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('usage_counts').values(rows.slice(i, i + 500) as never).execute();
      written += rows.length;
      rows = [];
    };
    // The daily sums the Results read, as the server's counter keeps them beside the hourly rows.
    const daily = new Map<string, Record<string, string | number>>();
    const t0 = performance.now();
    await generate(startersPerHour, async (row) => {
      rows.push(row);
      events += Number(row.n);
      const { hour, ...rest } = row;
      const day = { ...rest, day: String(hour).slice(0, 10) };
      const key = JSON.stringify({ ...day, n: 0 });
      const sum = daily.get(key);
      if (sum) sum.n = Number(sum.n) + Number(row.n);
      else daily.set(key, day);
      if (rows.length >= 5000) await flush();
    });
    await flush();
    const days = [...daily.values()];
    for (let i = 0; i < days.length; i += 500) await db.insertInto('usage_daily').values(days.slice(i, i + 500) as never).execute();
    // Claims, spread evenly over the days, the locales, statuses and reward methods.
    const claims = [];
    const statuses = ['RECEIVED', 'APPROVED', 'REJECTED', 'PAID'];
    const methods = ['gift', 'bank_transfer', 'paypal'];
    const claimCount = Math.min(50_000, Math.round(EVENTS / 50));
    for (let i = 0; i < claimCount; i++) {
      const at = new Date(start + Math.floor((i / claimCount) * DAYS * 86_400_000)).toISOString();
      const { promotionId } = LOCALES[i % LOCALES.length];
      claims.push({
        id: `seed-${i}`, public_reference: `9${String(i).padStart(8, '0')}`, promotion_id: promotionId, promotion_window_id: null, visitor_id: null, email: `seed${i}@example.com`,
        status: statuses[i % statuses.length], status_message: null, purchase_date: '2022-11-01', payload: JSON.stringify({ reward_method: { method: methods[i % methods.length] } }),
        reward_detail: null, promotion_version: VERSIONS[at < new Date(start + (DAYS / 2) * 86_400_000).toISOString() ? 0 : 1], created_at: at, updated_at: at,
      });
    }
    for (let i = 0; i < claims.length; i += 500) await db.insertInto('claims').values(claims.slice(i, i + 500)).execute();
    console.log(`Seeded ${events.toLocaleString('en')} counted events in ${written.toLocaleString('en')} hourly rows (${days.length.toLocaleString('en')} daily) and ${claims.length.toLocaleString('en')} claims over ${DAYS} days in ${((performance.now() - t0) / 1000).toFixed(1)} s (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`}).`);

    const from = new Date(start).toISOString().slice(0, 10);
    const to = new Date(end - 86_400_000).toISOString().slice(0, 10);
    for (const [name, filter] of [
      ['all locales and versions', {}],
      ['en-GB, one version', { locale: 'en-GB', version: VERSIONS[1] }],
    ] as const) {
      const times: number[] = [];
      let answer;
      for (let run = 0; run < 6; run++) {
        const t = performance.now();
        answer = await promotionResults(db, { code: CODE, from, to, ...filter });
        times.push(performance.now() - t);
      }
      const reached = answer!.steps[0]?.reached ?? 0;
      console.log(`Results of ${from} … ${to}, ${name}: cold ${times[0].toFixed(0)} ms, warm best ${Math.min(...times.slice(1)).toFixed(0)} ms (first step reached ${reached.toLocaleString('en')}, ${answer!.claims.toLocaleString('en')} claims)`);
    }
  } finally {
    await close();
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
