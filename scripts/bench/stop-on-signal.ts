/**
 * What a bench has started and must stop: registered stops run, newest first, when the bench is interrupted
 * (SIGINT, SIGTERM) before its own `finally` could; then the bench exits 130.
 */
const stops = new Set<() => Promise<void>>();

export function stopOnSignal(stop: () => Promise<void>): () => void {
  stops.add(stop);
  return () => void stops.delete(stop);
}

// Listening on (not once): a terminal's Ctrl-C reaches the bench twice (directly and through tsx), and a second
// signal with no listener would end it before its stops have run.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping what the bench started …`);
    void [...stops].reverse().reduce((done, stop) => done.then(() => stop().catch(() => undefined)), Promise.resolve()).then(() => process.exit(130));
  });
}
