import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dateInputAnswers from '../../../src/widgets/DateInput/answers';
import type { AnswerContext } from '../../../src/engine/contract';

function answerAt(instant: string, timezone: string, purchaseWindow?: { start?: string; end?: string }): string {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(instant));
  const ctx = { env: { timezone }, seed: { purchaseWindow } } as unknown as AnswerContext;
  const choices = dateInputAnswers(ctx) as { answers: { value?: unknown }[] };
  return choices.answers[0].value as string;
}

describe('the date answer a journey simulation gives', () => {
  afterEach(() => vi.useRealTimers());

  it('is never a day that the visitor or the locale still calls tomorrow', () => {
    // 23:30 UTC: already the next day in Berlin, still the same day here (the validation's "today").
    for (const zone of ['Europe/Berlin', 'Pacific/Honolulu', 'Asia/Tokyo']) {
      const day = answerAt('2026-11-24T23:30:00Z', zone);
      expect(day <= DateTime.now().toISODate()!).toBe(true);
      expect(day <= DateTime.now().setZone(zone).toISODate()!).toBe(true);
    }
  });

  it('is the window’s last day once the purchase window has closed', () => {
    expect(answerAt('2026-11-24T12:00:00Z', 'Europe/Berlin', { start: '2022-01-01', end: '2022-06-30' })).toBe('2022-06-30');
  });
});
