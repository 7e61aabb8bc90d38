import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Resident memory of a process in MB (VmRSS; `ps` where /proc is missing), undefined once it has gone. */
export function rssMegabytes(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024 || undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * CPU time (user + system) a process has used so far, in ms; undefined without /proc. Per request it tells
 * what the server itself costs, which a busy machine changes far less than req/s.
 */
export function cpuMilliseconds(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** USER_HZ; 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

export const formatMegabytes = (mb: number | undefined) => (mb === undefined ? '?' : `${mb.toFixed(0)} MB`);
