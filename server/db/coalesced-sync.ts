/**
 * Shares one run of `sync` among everyone who asks while it is due: the first caller starts it; callers that
 * arrive while it runs get the next run, which starts when this one ends (whatever they wrote before asking
 * may have missed the running one). So N commits waiting for the disk cost about two syncs, not N.
 * A failed run rejects every caller of that run; the next call starts afresh.
 */
export function coalescedSync(sync: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run = sync().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(ignore, ignore)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

const ignore = () => undefined;
