/**
 * The journey simulation (core/simulation, `npm run simulate`) against the real server: the shipped packages pass
 * and leave the database as it was; mistakes planted in copies of GOO00028 are each reported with their journey.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulationServer, type SimulationServer } from '../../server/simulation-server';
import { simulatePackage, type Failure, type SimulationReport } from '../../core/node/simulation/index';
import { storageSnapshot } from './storage-snapshot';

const REPO = path.resolve(__dirname, '../..');
const GOO = path.join(REPO, 'page-definitions/GOO00028');
const AUR = path.join(REPO, 'page-definitions/AUR00031');

let server: SimulationServer;
let copies: string;
beforeAll(async () => {
  server = await startSimulationServer([GOO, AUR]);
  copies = fs.mkdtempSync(path.join(os.tmpdir(), 'simulation-copies-'));
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(copies, { recursive: true, force: true });
});

const simulate = (dir: string) => simulatePackage(dir, { serverUrl: server.baseUrl });

/** A copy of GOO00028 with one mistake planted (same code and base path: the server's API answers its dry runs). */
function plant(name: string, change: (edit: (file: string, mutate: (json: any) => void) => void) => void): string {
  const dir = path.join(copies, name);
  fs.cpSync(GOO, dir, { recursive: true });
  change((file, mutate) => {
    const absolute = path.join(dir, file);
    const json = JSON.parse(fs.readFileSync(absolute, 'utf8'));
    mutate(json);
    fs.writeFileSync(absolute, JSON.stringify(json, null, 2));
  });
  return dir;
}

const ofKind = (report: SimulationReport, kind: Failure['kind']) => report.failures.filter((failure) => failure.kind === kind);

describe('the shipped packages', () => {
  it('every journey of both reaches the confirmation, and the database is unchanged afterwards', async () => {
    const before = await storageSnapshot(server.app.db, server.dataDir);
    const reports = [await simulate(GOO), await simulate(AUR)];
    for (const report of reports) {
      expect(report.failures, report.summary.code).toEqual([]);
      expect(report.summary.journeys).toBeGreaterThan(50);
      expect(report.summary.completed).toBe(report.summary.journeys);
      expect(report.summary.steps.covered).toBe(report.summary.steps.total);
    }
    const after = await storageSnapshot(server.app.db, server.dataDir);
    // No claim, identifier (used IMEI), file, tracked claim, visitor or survey answer was kept.
    expect(after).toEqual(before);
    expect(after.claims).toBe(0);
    expect(after.claim_identifiers).toBe(0);
    expect(after.uploads).toBe(0);
  }, 120_000);
});

describe('mistakes planted in a copy are reported with their journey', () => {
  it('every reward method turned off: a dead end at the reward step', async () => {
    const dir = plant('no-reward', (edit) =>
      edit('promotion.json', (p) => {
        p.flags = { ...p.flags, rewardGift: false, rewardPaypal: false, rewardBankTransfer: false };
        p.switchableFlags = [];
      }),
    );
    const deadEnds = ofKind(await simulate(dir), 'dead-end');
    expect(deadEnds.length).toBeGreaterThan(0);
    expect(deadEnds[0].message).toContain('reward-details');
    expect(deadEnds[0].journey?.steps.at(-1)).toBe('reward-details');
  });

  it('a required personal-details field hidden behind a flag: a dead end on the journeys without the flag', async () => {
    const dir = plant('hidden-email', (edit) =>
      edit('steps/personal-details.json', (step) => {
        const email = JSON.stringify(step.blocks).includes('"email"') ? findBlock(step.blocks, 'email') : undefined;
        email.visibleWhen = { flag: 'rewardPaypal' };
      }),
    );
    const deadEnds = ofKind(await simulate(dir), 'dead-end');
    expect(deadEnds.length).toBeGreaterThan(0);
    expect(deadEnds.every((failure) => failure.journey?.flags.rewardPaypal === false)).toBe(true);
    expect(deadEnds[0].message).toMatch(/"email" \(a field not shown on this path\)/);
  });

  it('a guard that can never pass: no journey gets in', async () => {
    const dir = plant('closed-guard', (edit) => edit('flows/claim.json', (flow) => (flow.guard.params.status = 'qualifyingResellers')));
    const report = await simulate(dir);
    expect(report.summary.completed).toBe(0);
    expect(ofKind(report, 'dead-end')[0].message).toMatch(/never lets anyone in/);
  });

  it('an alias missing in one locale on one branch: reported for that locale and branch', async () => {
    const dir = plant('missing-alias', (edit) => edit('content/fr-FR.json', (content) => delete content.rewardPayPalEmailLabel));
    const missing = ofKind(await simulate(dir), 'alias-missing');
    expect(missing).toHaveLength(1);
    expect(missing[0].message).toContain('"rewardPayPalEmailLabel" is missing in fr-FR');
    expect(missing[0].journey?.locale).toBe('fr-FR');
    expect(missing[0].journey?.choices).toContain('rewardMethod=paypal');
    expect(missing[0].file).toMatch(/steps\/reward-details\.json#\/blocks\/\d+\/text\/label$/);
  });

  it('a submission line removed: the field the contract requires is named, and the API refuses the claim', async () => {
    const dir = plant('no-email-sent', (edit) => edit('flows/claim.json', (flow) => delete flow.submission.body.object.contact.object.email));
    const report = await simulate(dir);
    expect(ofKind(report, 'request-field-missing')[0].message).toContain('"contact.email" is not sent');
    const refused = ofKind(report, 'dead-end')[0];
    expect(refused.message).toMatch(/POST \/claim answered 400/);
    expect(refused.journey?.steps.at(-1)).toBe('summary');
  });

  it('a step no journey reaches', async () => {
    const dir = plant('unreachable', (edit) => edit('steps/survey.json', (step) => (step.visibleWhen = { country: ['ZZ'] })));
    const unreachable = ofKind(await simulate(dir), 'unreachable-step');
    expect(unreachable.map((failure) => failure.step)).toEqual(['survey']);
  });

  it('an answer asked and never sent', async () => {
    const dir = plant('not-sent', (edit) => edit('flows/claim.json', (flow) => delete flow.collectedOnly));
    const unsent = ofKind(await simulate(dir), 'field-not-sent');
    expect(unsent.map((failure) => failure.message)).toEqual([expect.stringContaining('"checklist1" is asked but no request sends it')]);
    expect(unsent[0].journey?.steps[0]).toBe('get-started');
  });

  it('an answer collected and not mapped is not sent, though its digits appear in the request (the purchase year)', async () => {
    const dir = plant('year-not-mapped', (edit) => {
      edit('steps/purchase-details.json', (step) =>
        step.blocks.push({ type: 'RadioGroup', name: 'purchaseYear', text: { legend: 'purchaseDateLabel', option_2022: 'purchaseDateLabel', option_2023: 'purchaseDateLabel' }, props: { options: ['2022', '2023'] } }),
      );
      edit('flows/claim.json', (flow) => (flow.defaults.purchaseYear = null));
    });
    const unsent = ofKind(await simulate(dir), 'field-not-sent');
    expect(unsent.map((failure) => failure.message)).toEqual([expect.stringContaining('"purchaseYear" is asked but no request sends it')]);
  });

  it('the same answer kept on purpose (collectedOnly) is not reported', async () => {
    const dir = plant('year-mapped', (edit) => {
      edit('steps/purchase-details.json', (step) =>
        step.blocks.push({ type: 'RadioGroup', name: 'purchaseYear', text: { legend: 'purchaseDateLabel', option_2022: 'purchaseDateLabel', option_2023: 'purchaseDateLabel' }, props: { options: ['2022', '2023'] } }),
      );
      edit('flows/claim.json', (flow) => {
        flow.defaults.purchaseYear = null;
        flow.collectedOnly = [...flow.collectedOnly, 'purchaseYear'];
      });
    });
    expect(ofKind(await simulate(dir), 'field-not-sent')).toEqual([]);
  });
});

function findBlock(blocks: any[], name: string): any {
  for (const block of blocks ?? []) {
    if (block.name === name) return block;
    const inner = findBlock(block.blocks, name);
    if (inner) return inner;
  }
  return undefined;
}
