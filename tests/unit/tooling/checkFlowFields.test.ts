/** The fields a flow lists (memoryOnly, collectedOnly) and the flags a package lets switch exist (core/definitions). */
import { describe, expect, it } from 'vitest';
import { checkFlowFields } from '../../../core/node/definitions/checkFlowFields';
import { checkPromotion } from '../../../core/node/definitions/checkPromotion';
import type { CheckContext } from '../../../core/node/definitions/context';
import { minimalPromotion } from './minimalPromotion';

type Errors = Array<{ file: string; pointer: string; message: string }>;
const lines = (errors: Errors) => errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`);

describe('checkFlowFields', () => {
  const step = { kind: 'step', id: 'about-you', blocks: [{ type: 'Form', blocks: [{ type: 'Checkbox', name: 'agree' }, { type: 'TextInput', name: 'email' }] }] };
  const errorsOf = (flow: Record<string, unknown>) => {
    const full = { kind: 'flow', id: 'claim', steps: ['about-you'], ...flow };
    const ctx = { definitions: { flows: [full], steps: [step] }, files: new Map([[full, 'flows/claim.json']]) } as unknown as CheckContext;
    return lines(checkFlowFields(ctx) as Errors);
  };

  it('accepts fields the steps ask for, nested blocks included', () => {
    expect(errorsOf({ memoryOnly: ['email'], collectedOnly: ['agree'] })).toEqual([]);
  });

  it('names a field no step asks for at its pointer', () => {
    expect(errorsOf({ collectedOnly: ['agree', 'agreed'] })).toEqual(['flows/claim.json#/collectedOnly/1: "agreed" is not a field of the flow\'s steps']);
  });
});

describe('checkPromotion: switchableFlags', () => {
  it('names a switchable flag the package does not declare', () => {
    const promotion = minimalPromotion({ flags: { rewardGift: true }, switchableFlags: ['rewardGift', 'rewardPaypal'] } as never);
    const ctx = { definitions: { promotion }, files: new Map([[promotion, 'promotion.json']]) } as unknown as CheckContext;
    expect(lines(checkPromotion(ctx) as Errors)).toEqual(['promotion.json#/switchableFlags/1: unknown flag "rewardPaypal" (not in promotion.json flags)']);
  });
});
