import { describe, expect, it } from 'vitest';
import { PermanentFailure, retryWithBackoff } from '../../../src/content/retryWithBackoff';

const policy = { attempts: 4, timeoutMs: 50, delaysMs: [10, 20, 40] };

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retryWithBackoff', () => {
  it('answers the first success after failures, waiting longer each time', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    const value = await retryWithBackoff(async () => {
      calls += 1;
      if (calls < 3) throw new Error('503');
      return 'content';
    }, policy, sleep);
    expect(value).toBe('content');
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up after the bounded number of attempts with the last failure', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    await expect(
      retryWithBackoff(async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      }, policy, sleep),
    ).rejects.toThrow('failure 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([10, 20, 40]);
  });

  it('abandons an attempt that does not answer in time, aborting its request', async () => {
    const { sleep } = recordingSleep();
    const signals: AbortSignal[] = [];
    let calls = 0;
    const value = await retryWithBackoff((signal) => {
      signals.push(signal);
      calls += 1;
      return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('second');
    }, policy, sleep);
    expect(value).toBe('second');
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });

  it('stops at once on a permanent failure', async () => {
    let calls = 0;
    await expect(
      retryWithBackoff(async () => {
        calls += 1;
        throw new PermanentFailure('400');
      }, policy, recordingSleep().sleep),
    ).rejects.toBeInstanceOf(PermanentFailure);
    expect(calls).toBe(1);
  });
});
