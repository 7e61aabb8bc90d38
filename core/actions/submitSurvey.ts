import type { Action } from '../engine/contract';
import { storageKeys } from '../state/storageKeys';

/** The question key of a survey field: survey.brandPreviousPhone → BRAND_PREVIOUS_PHONE. */
export function surveyKey(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

const UNPROVIDED = 'Unprovided';
/** Draft-only keys of older survey forms; never sent (spec section 7). */
const NEVER_SENT = new Set(['OLD_PHONE_WHAT_BRAND', 'OLD_PHONE_WHAT_MODEL', 'OLD_PHONE_HOW_OLD']);

/**
 * Sends every answer of the survey fields (`survey.*`) of the just-submitted claim, with its prompt wording;
 * a question left empty is sent as Unprovided.
 */
const submitSurvey: Action = async ({ values, env, api, session, fields, text, processingErrorAlias, carried }) => {
  const confirmation = session.get(storageKeys.confirmation(env.promotionId, env.locale)) as { public_reference?: string; email?: string } | undefined;
  if (!confirmation?.public_reference || !confirmation.email) return { ok: false, errors: [{ alias: processingErrorAlias }] };
  const survey = (values.survey ?? {}) as Record<string, unknown>;
  const answers = fields
    .filter((field) => field.name.startsWith('survey.') && field.labelAlias)
    .map((field) => {
      const value = survey[field.name.slice('survey.'.length)];
      const response = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
      return { key: surveyKey(field.name), prompt_alias: field.labelAlias!, prompt: text(field.labelAlias!) || field.labelAlias!, response: response || UNPROVIDED };
    })
    .filter((answer) => !NEVER_SENT.has(answer.key));
  for (const field of fields) if (field.name.startsWith('survey.') && field.labelAlias && !NEVER_SENT.has(surveyKey(field.name))) carried?.(field.name);

  try {
    const { error, response } = await api.POST('/survey-response', {
      body: { promotion_id: env.promotionId, public_reference: confirmation.public_reference, email: confirmation.email, answers },
    });
    if (error || response.status !== 204) return { ok: false, errors: [{ alias: processingErrorAlias }] };
  } catch (error) {
    console.error('Survey submission failed', error instanceof Error ? error.message : 'unknown error');
    return { ok: false, errors: [{ alias: processingErrorAlias }] };
  }
  return { ok: true };
};

export default submitSurvey;
