/**
 * One build at a time in a checkout. `npm start` builds into dist/ and dist-server/ when they are missing or
 * older than their sources; two starts at once would both build into the same folders (one empties what the other
 * is compressing: ENOENT). The lock is a file holding its owner's pid: the first start builds, a second waits for
 * it and then finds the build up to date. A lock whose owner is no longer running (a start killed mid-build) is
 * taken over.
 */
import fs from 'node:fs';

/** A lock older than this is taken over whoever holds it (a pid reused by an unrelated process holds it forever). */
const LONGEST_BUILD_MS = 30 * 60_000;
/** Taking over a dead owner's lock is guarded by a folder held for a few milliseconds; older than this, it is left over. */
const LEFT_OVER_GUARD_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid written in `file`; undefined when there is no such file (or nothing readable in it). */
function ownerOf(file) {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error.code === 'EPERM';
  }
}

function ageOf(file) {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Creates `file` holding our pid, whole or not at all (a reader never sees it empty); false when it exists. */
function tryCreate(file) {
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    fs.linkSync(mine, file);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/**
 * Removes the lock when it still names `owner` (who is gone). Guarded, so that of several starts finding the same
 * dead owner only one removes that lock, and none removes the lock another has made since. False: another start is
 * doing it.
 */
function removeLeftOver(file, owner) {
  const guard = `${file}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    if (ageOf(guard) > LEFT_OVER_GUARD_MS) fs.rmSync(guard, { recursive: true, force: true });
    return false;
  }
  try {
    if (ownerOf(file) === owner) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/**
 * Runs `work` holding the lock `file`, waiting while another running process holds it. `onWait(pid)` is called once
 * when waiting starts.
 * @template T
 * @param {string} file
 * @param {() => Promise<T> | T} work
 * @param {{ pollMs?: number, onWait?: (pid: number | undefined) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withBuildLock(file, work, { pollMs = 250, onWait } = {}) {
  let waiting = false;
  while (!tryCreate(file)) {
    const owner = ownerOf(file);
    if (owner === undefined) continue; // released between our try and our look: try again
    if ((!isRunning(owner) || ageOf(file) > LONGEST_BUILD_MS) && removeLeftOver(file, owner)) continue;
    if (!waiting) onWait?.(owner);
    waiting = true;
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
  }
}
