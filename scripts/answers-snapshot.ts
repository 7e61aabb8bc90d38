// What the server answers a customer, request by request, to compare two builds byte for byte (a move that must not
// change behaviour: run it before and after on the same data). It crawls every page of every site from `/` (links,
// scripts, styles, images, preloads, the rest of the definitions), asks every promotion's read-only API routes and
// content store, and records status, the headers a customer's browser acts on and a hash of the body.
//
//   npx tsx scripts/answers-snapshot.ts http://127.0.0.1:3028 before.json
//   npx tsx scripts/answers-snapshot.ts --compare before.json after.json
//   npx tsx scripts/answers-snapshot.ts --compare --names before.json after.json   (chunks renamed, bytes the same)
import { createHash } from 'node:crypto';
import fs from 'node:fs';

interface Answer {
  request: string;
  status: number;
  headers: Record<string, string>;
  sha256: string;
  bytes: number;
  /** The body's hash once content-hashed names are replaced by `#` (`--compare --names`). */
  unnamedSha256: string;
}

/**
 * Content-hashed names (Vite's chunks, the rest of the definitions, the validation module) and the CSP hashes of
 * inline scripts that name them: a move of source files renames chunks without changing a byte a customer runs.
 */
const hashedName = /-[A-Za-z0-9_-]{8}\.(js|css)\b|\/site-definitions\/[A-Za-z0-9_-]{16}\.json|\/validation\/[0-9a-f]{16}\.js|'sha256-[A-Za-z0-9+/=]{44}'/g;
const unnamed = (text: string) => text.replace(hashedName, '#');

/** Headers that change what a browser does; date-like ones (date, etag of a fresh start) are left out. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'location', 'x-frame-options', 'referrer-policy', 'vary', 'content-encoding', 'link'];
const CRAWL_LIMIT = 2000;

async function answerOf(base: string, request: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(base + request.replace(/^[A-Z]+ /, ''), { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  return { request, status: response.status, headers, sha256: sha256(body), bytes: body.length, unnamedSha256: sha256(unnamed(body.toString('latin1'))) };
}

/** Same-origin addresses a page or a JSON document names. */
function addressesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:href|src|srcset|content)="([^"]+)"/g)) {
    for (const part of match[1].split(',')) found.add(part.trim().split(/\s+/)[0]);
  }
  for (const match of text.matchAll(/"(\/[A-Za-z0-9_\-./]+\.(?:json|js|css|webp|png|svg|woff2))"/g)) found.add(match[1]);
  return [...found].filter((address) => address.startsWith('/') && !address.startsWith('//')).map((address) => address.replace(/&amp;/g, '&').split('#')[0]);
}

interface Definitions { pages: Array<{ route: string }>; flows: Array<{ route: string; steps: string[] }>; steps: Array<{ id: string; route: string }> }

/** Every page and claim step of a site (steps a customer has not unlocked answer as the server's guard decides). */
function routesOf(sitePath: string, definitions: Definitions): string[] {
  const stepRoute = new Map(definitions.steps.map((step) => [step.id, step.route]));
  return [
    ...definitions.pages.filter((page) => page.route !== '*').map((page) => `${sitePath}/${page.route}`),
    ...definitions.flows.flatMap((flow) => flow.steps.map((id) => `${sitePath}/${flow.route}/${stepRoute.get(id) ?? id}`)),
    `${sitePath}/no-such-page`,
  ];
}

async function crawl(base: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const seen = new Set<string>();
  const queue = ['/', '/healthz', '/studio/'];
  while (queue.length > 0 && seen.size < CRAWL_LIMIT) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const response = await fetch(base + address, { redirect: 'manual' });
    const text = Buffer.from(await response.clone().arrayBuffer()).toString('utf8');
    answers.push(await answerOf(base, `GET ${address}`));
    const type = response.headers.get('content-type') ?? '';
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (location?.startsWith('/')) queue.push(location);
    }
    if (/html|json|css/.test(type)) queue.push(...addressesIn(text).filter((next) => !seen.has(next)));
    if (address.includes('/site-definitions/')) queue.push(...routesOf(address.split('/site-definitions/')[0], JSON.parse(text) as Definitions));
  }
  return answers;
}

async function apiAnswers(base: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const text = await (await fetch(`${base}/`)).text();
  const basePaths = new Set<string>([...text.matchAll(/href="(\/[a-z0-9-]+)\/"/g)].map((match) => match[1]));
  for (const basePath of basePaths) {
    const page = await (await fetch(`${base}${basePath}/`)).text();
    const promotionIds = new Set([...page.matchAll(/"promotionId":"([^"]+)"/g)].map((match) => match[1]));
    const locales = new Set([...page.matchAll(/"([a-z]{2}-[A-Z]{2})":\{/g)].map((match) => match[1]));
    for (const id of promotionIds) {
      for (const route of ['qualifying-resellers', 'qualifying-products', 'qualifying-trade-ins', 'date-window-status', 'reward-methods']) {
        answers.push(await answerOf(base, `GET /api${basePath}/promotion/${id}/${route}`));
      }
    }
    const body = JSON.stringify({ locales: [...locales] });
    answers.push({ ...(await answerOf(base, `POST /api${basePath}/content-manifest`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })), request: `POST /api${basePath}/content-manifest ${body}` });
  }
  return answers;
}

/** `names`: compare with content-hashed names replaced (the bytes of each asset, whatever it is called). */
function compare(beforeFile: string, afterFile: string, names: boolean): number {
  const comparable = (answer: Answer): Answer | Omit<Answer, 'sha256' | 'bytes'> => {
    if (!names) return answer;
    const { sha256: _sha256, bytes: _bytes, ...rest } = answer;
    return { ...rest, request: unnamed(answer.request), headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, unnamed(value)])) };
  };
  const read = (file: string) => new Map((JSON.parse(fs.readFileSync(file, 'utf8')) as Answer[]).map((answer) => [comparable(answer).request, comparable(answer)]));
  const before = read(beforeFile);
  const after = read(afterFile);
  let differences = 0;
  for (const [request, answer] of before) {
    const other = after.get(request);
    if (!other) { differences += 1; console.log(`only before: ${request}`); continue; }
    if (JSON.stringify(answer) !== JSON.stringify(other)) { differences += 1; console.log(`differs: ${request}\n  before ${JSON.stringify(answer)}\n  after  ${JSON.stringify(other)}`); }
  }
  for (const request of after.keys()) if (!before.has(request)) { differences += 1; console.log(`only after: ${request}`); }
  console.log(`${before.size} requests before, ${after.size} after, ${differences} different`);
  return differences === 0 ? 0 : 1;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const names = args[1] === '--names';
  process.exit(compare(args[names ? 2 : 1], args[names ? 3 : 2], names));
} else if (args.length === 2) {
  const [base, file] = args;
  const answers = [...await crawl(base), ...await apiAnswers(base)];
  fs.writeFileSync(file, JSON.stringify(answers, null, 1));
  console.log(`${answers.length} requests recorded in ${file}`);
} else {
  console.error('usage: answers-snapshot.ts <base url> <file.json> | --compare <before.json> <after.json>');
  process.exit(2);
}
