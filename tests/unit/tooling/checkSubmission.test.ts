/**
 * The submission check walks a flow's mapping alongside the contract's request schema (openapi/promotion-api.yaml):
 * mistakes planted into a copy of GOO00028's mapping are each reported at their pointer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../../../core/node/definitions/context';
import { checkSubmission } from '../../../core/node/definitions/checkSubmission';
import { formatDefinitionError, repoRoot, resolveOptions } from '../../../core/node/definitions/index';
import type { Flow } from '../../../core/definitions/types';

const flowOf = (code: string): Flow => JSON.parse(readFileSync(path.join(repoRoot, 'page-definitions', code, 'flows/claim.json'), 'utf8'));

/** The check's lines for one flow (its file named flows/claim.json), after `plant` changed its mapping. */
async function linesOf(plant: (body: any, flow: any) => void = () => {}, code = 'GOO00028'): Promise<string[]> {
  const flow = flowOf(code);
  plant((flow as any).submission.body, flow);
  const ctx = {
    definitions: { promotion: JSON.parse(readFileSync(path.join(repoRoot, 'page-definitions', code, 'promotion.json'), 'utf8')), pages: [], flows: [flow], steps: [] },
    files: new Map<object, string>([[flow, 'flows/claim.json']]),
    names: { widgets: new Set(), actions: new Set(), sources: new Set(), validations: new Set() },
    options: resolveOptions(),
  } as unknown as CheckContext;
  return (await checkSubmission(ctx)).map(formatDefinitionError);
}

describe('checkSubmission', () => {
  it('finds the shipped mappings fitting the contract', async () => {
    expect(await linesOf()).toEqual([]);
    expect(await linesOf(undefined, 'AUR00031')).toEqual([]);
  });

  it('a mapped claim field the contract does not have', async () => {
    expect(await linesOf((body) => (body.object.purchase.object.foo = { const: 'x' }))).toEqual([
      'flows/claim.json#/submission/body/object/purchase/object/foo: "foo" is not a field of ClaimPurchase in the contract',
    ]);
    // … also inside each (array items) and at the top (the request schema itself).
    expect(await linesOf((body) => (body.object.purchase.object.items.map.object.colour = { item: 'colour' }))).toEqual([
      'flows/claim.json#/submission/body/object/purchase/object/items/map/object/colour: "colour" is not a field of ClaimPurchaseItem in the contract',
    ]);
    expect(await linesOf((body) => (body.object.channel = { const: 'web' }))).toEqual([
      'flows/claim.json#/submission/body/object/channel: "channel" is not a field of ClaimRequest in the contract',
    ]);
  });

  it('a required field left out, or sent only when a condition holds', async () => {
    expect(await linesOf((body) => delete body.object.contact.object.email)).toEqual([
      `flows/claim.json#/submission/body/object/contact: the contract's required field "email" of ClaimContact is not mapped`,
    ]);
    expect(await linesOf((body) => delete body.object.promotion_window_id.otherwise)).toEqual([
      'flows/claim.json#/submission/body/object/promotion_window_id: the required field "promotion_window_id" is not sent when its condition does not hold: give it an otherwise',
    ]);
    // An optional field may be left out, or sent only sometimes.
    expect(await linesOf((body) => delete body.object.contact.object.company)).toEqual([]);
    expect(await linesOf((body) => delete body.object.contact.object.company.otherwise)).toEqual([]);
  });

  it('an answer, each, switch, file list or condition that reads no draft value of the flow', async () => {
    expect(await linesOf((body) => (body.object.contact.object.email = { answer: 'emailAddress' }))).toEqual([
      'flows/claim.json#/submission/body/object/contact/object/email: answer "emailAddress" is not a draft value of this flow (its defaults)',
    ]);
    expect(
      await linesOf((body) => {
        body.object.purchase.object.storage_ids.fileIds.push('receipts');
        body.object.preferences.list[1].when = { values: { rewardMethods: ['gift'] }, notEmpty: 'rewardPreferences' };
        body.object.promotion_window_id.when.answerIn.answer = 'products.0.productId';
      }),
    ).toEqual([
      'flows/claim.json#/submission/body/object/purchase/object/storage_ids: answer "receipts" is not a draft value of this flow (its defaults)',
      'flows/claim.json#/submission/body/object/preferences/list/1: answer "rewardMethods" is not a draft value of this flow (its defaults)',
      'flows/claim.json#/submission/body/object/preferences/list/1: answer "rewardPreferences" is not a draft value of this flow (its defaults)',
      'flows/claim.json#/submission/body/object/promotion_window_id: answer "products.0.productId" is not a draft value of this flow (its defaults)',
    ]);
  });

  it('each switch case fits one alternative of the contract (the reward methods by their method)', async () => {
    expect(await linesOf((body) => (body.object.reward_method.cases.cheque = { object: { method: { const: 'cheque' } } }))).toEqual([
      'flows/claim.json#/submission/body/object/reward_method/cases/cheque/object/method: "cheque" is not the method of any alternative of ClaimRewardMethod in the contract ("bank_transfer", "paypal", "gift")',
    ]);
    expect(await linesOf((body) => (body.object.reward_method.cases.paypal.object.iban = { const: 'DE89370400440532013000' }))).toEqual([
      'flows/claim.json#/submission/body/object/reward_method/cases/paypal/object/iban: "iban" is not a field of PaypalRewardMethod in the contract',
    ]);
  });

  it('a setting that no settings of the package hold', async () => {
    expect(
      await linesOf((body) => {
        body.object.promotion_window_id.env = 'settings.windowPromotions.promotionId';
        body.object.promotion_window_id.when.answerIn.setting = 'extendedProducts';
      }),
    ).toEqual([
      `flows/claim.json#/submission/body/object/promotion_window_id: setting "windowPromotions.promotionId" is not a setting of the package (promotion.json settings or a locale's settings)`,
      `flows/claim.json#/submission/body/object/promotion_window_id: setting "extendedProducts" is not a setting of the package (promotion.json settings or a locale's settings)`,
    ]);
  });

  it('a const or an otherwise the contract does not take', async () => {
    expect(await linesOf((body) => (body.object.purchase.object.items.map.object.price_paid = { const: 'free' }))).toEqual([
      'flows/claim.json#/submission/body/object/purchase/object/items/map/object/price_paid: "free" is not a value of ClaimPurchaseItem.price_paid in the contract',
    ]);
    expect(await linesOf((body) => (body.object.preferences.list[0].object.key = { const: 'no spaces allowed' }))).toEqual([
      'flows/claim.json#/submission/body/object/preferences/list/0/object/key: "no spaces allowed" is not a value of ClaimPreference.key in the contract',
    ]);
    expect(await linesOf((body) => (body.object.promotion_window_id.otherwise = 42))).toEqual([
      'flows/claim.json#/submission/body/object/promotion_window_id/otherwise: 42 is not a value of ClaimRequest.promotion_window_id in the contract',
    ]);
  });

  it('a request the contract does not have, and an expression with no kind or two', async () => {
    expect(await linesOf((_, flow) => (flow.submission.request = 'ClaimRequestV2'))).toEqual([
      'flows/claim.json#/submission/request: "ClaimRequestV2" is not a schema of the contract',
    ]);
    expect(await linesOf((body) => (body.object.visitor_id = { visitorId: true, const: null }))).toEqual([
      'flows/claim.json#/submission/body/object/visitor_id: gives const and visitorId: a value has exactly one of them',
    ]);
  });
});
