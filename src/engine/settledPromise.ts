type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Records on the promise itself when it settles, in the fields React's use() reads, so that a promise settled
 * before a component renders is read at once instead of suspending that render for a tick (which would paint a
 * loading state first and then the content: a flash and a layout shift).
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return promise;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}
