import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A time span on the monotonic clock (process.hrtime, µs), which V8 stamps the samples with on Linux. */
export interface Span {
  fromMicros: number;
  toMicros: number;
}

/** Where a frame's code lives: a package, a node: module, one of our files, or a V8 bucket such as (garbage collector). */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(server|tooling|src|dist-server)\//, '$1/');
}

/**
 * The self-time shares of a .cpuprofile by place and by function, largest first (busy samples only); with
 * `span`, only the samples taken within it (the workload, not the start-up).
 */
export function summariseCpuProfile(file: string, top = 25, span?: Span): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samplesOf = new Map<number, number>();
  let at = profile.startTime;
  let taken = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (span && (at < span.fromMicros || at > span.toMicros)) return;
    taken++;
    samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);
  });
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, count] of samplesOf) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += count;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + count);
    const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  }
  const seconds = span ? (span.toMicros - span.fromMicros) / 1e6 : (profile.endTime - profile.startTime) / 1e6;
  const idle = taken - busy;
  const list = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, n]) => `  ${((100 * n) / busy).toFixed(1).padStart(5)}%  ${name}`).join('\n');
  return `${file}: ${seconds.toFixed(1)} s${span ? ' (the workload)' : ''}, ${taken} samples, ${((100 * idle) / taken).toFixed(0)}% idle\nSelf time by place (of busy samples):\n${list(byPlace)}\nSelf time by function:\n${list(byFunction)}`;
}
