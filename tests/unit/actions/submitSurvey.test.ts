import { describe, expect, it, vi } from 'vitest';
import submitSurvey, { surveyKey } from '../../../core/actions/submitSurvey';
import { answer, failure, fakeContext } from './fakeContext';

const fields = [
  { name: 'survey.brandPreviousPhone', labelAlias: 'surveyBrandPreviousPhone' },
  { name: 'survey.modelPreviousPhone', labelAlias: 'surveyModelPreviousPhone' },
  { name: 'survey.oldPhoneWhatBrand', labelAlias: 'legacy' },
  { name: 'email', labelAlias: 'notSurvey' },
];
const confirmation = { public_reference: '123-456-789', email: 'ada@example.com' };

function withConfirmation(options: Parameters<typeof fakeContext>[0]) {
  const fake = fakeContext(options);
  fake.session.set('confirmation:GOO00028-DE:de-DE', confirmation);
  return fake;
}

describe('submitSurvey', () => {
  it('keys are the field names in upper snake case', () => {
    expect(surveyKey('survey.bestDescribesPurchaseInfluence')).toBe('BEST_DESCRIBES_PURCHASE_INFLUENCE');
  });

  it('sends every survey answer with its prompt, Unprovided when empty, never the OLD_PHONE keys', async () => {
    const { ctx, bodies } = withConfirmation({ values: { survey: { brandPreviousPhone: 'Apple', modelPreviousPhone: '  ' } }, fields, post: () => answer(undefined, 204) });
    expect(await submitSurvey(ctx)).toEqual({ ok: true });
    expect(bodies('/survey-response')).toEqual([
      {
        promotion_id: 'GOO00028-DE',
        public_reference: '123-456-789',
        email: 'ada@example.com',
        answers: [
          { key: 'BRAND_PREVIOUS_PHONE', prompt_alias: 'surveyBrandPreviousPhone', prompt: 'text:surveyBrandPreviousPhone', response: 'Apple' },
          { key: 'MODEL_PREVIOUS_PHONE', prompt_alias: 'surveyModelPreviousPhone', prompt: 'text:surveyModelPreviousPhone', response: 'Unprovided' },
        ],
      },
    ]);
  });

  it('a failure keeps the customer on the survey with the processing error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = withConfirmation({ values: {}, fields, post: () => failure(500) });
    expect(await submitSurvey(failed.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsClaimProcessing' }] });
    const offline = withConfirmation({ values: {}, fields, post: () => Promise.reject(new Error('offline')) });
    expect(await submitSurvey(offline.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsClaimProcessing' }] });
  });
});
