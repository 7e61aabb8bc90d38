/**
 * `npm run check` on a broken copy of a shipped package lists every planted mistake with its file and pointer, and the
 * shipped packages are clean.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteDefinitions, formatDefinitionError, repoRoot } from '../../../core/node/definitions/index';

const edit = (file: string, change: (data: any) => void) => {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

describe('the checker on packages', () => {
  it('reports the shipped packages clean', async () => {
    for (const code of ['GOO00028', 'AUR00031']) expect((await checkSiteDefinitions(path.join(repoRoot, 'page-definitions', code))).errors).toEqual([]);
  });

  it('lists every planted mistake of a broken copy, each at its file and pointer', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'broken-package-')), 'AUR00031');
    cpSync(path.join(repoRoot, 'page-definitions/AUR00031'), dir, { recursive: true });
    edit(path.join(dir, 'flows/claim.json'), (flow) => {
      flow.submission.body.object.purchase.object.colour = { const: 'red' }; // a claim field the contract does not have
      delete flow.submission.body.object.purchase.object.reference; // a required field not mapped
      flow.submission.body.object.contact.object.email = { answer: 'emailAddress' }; // an answer the draft has not
      flow.guard.params.colour = 'red'; // an unknown guard parameter
    });
    edit(path.join(dir, 'content/en-IE.json'), (content) => delete content.stepEligibilityTitle); // missing in one locale only
    const { errors } = await checkSiteDefinitions(dir);
    const lines = errors.map(formatDefinitionError).map((line) => line.replace(/^.*AUR00031\//, ''));
    expect(lines).toEqual(
      expect.arrayContaining([
        'flows/claim.json#/submission/body/object/purchase/object/colour: "colour" is not a field of ClaimPurchase in the contract',
        `flows/claim.json#/submission/body/object/purchase: the contract's required field "reference" of ClaimPurchase is not mapped`,
        'flows/claim.json#/submission/body/object/contact/object/email: answer "emailAddress" is not a draft value of this flow (its defaults)',
        'flows/claim.json#/guard/params: unknown property "colour"',
        'steps/eligibility.json#/title: content alias "stepEligibilityTitle" is missing in en-IE',
      ]),
    );
    expect(lines).toHaveLength(5);
  });
});
