/**
 * The WAL checkpointer's thread (see wal-checkpointer.ts): its own better-sqlite3 connection to the server's
 * database, which runs `PRAGMA wal_checkpoint(PASSIVE)` whenever the server's thread asks. A passive checkpoint
 * never waits for the server's readers or writer (it copies the frames it may and leaves the rest for the next
 * one), and SQLite syncs the WAL before copying and the database file after it, so frames are moved out of the
 * WAL only once they are on disk in the database. Plain JavaScript: the thread runs outside any bundler or tsx.
 *
 * Messages in: 'checkpoint', 'close'. Out: { log, checkpointed, busy, ms } after each checkpoint, { error } if
 * one fails, 'closed' before the thread ends.
 */
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);

const db = new Database(workerData.file, { fileMustExist: true });
// This connection never writes; it must not checkpoint on its own either, nor wait on a lock.
db.pragma('wal_autocheckpoint = 0');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 0');
db.pragma('cache_size = -256'); // a checkpoint copies frames from the WAL file, not through the page cache

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.postMessage('closed');
    parentPort.close();
    return;
  }
  if (message !== 'checkpoint') return;
  const started = performance.now();
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ...result, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
parentPort.postMessage('ready');
