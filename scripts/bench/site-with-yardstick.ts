/**
 * The benchmarks' server: the site's server as `npm start` runs it (server/main.ts: every checked package, live
 * versions), with the bare React form built in BARE_FORM_DIR (bench/bare-form) served beside it below
 * /bench/bare-form/ by the same Fastify instance, on the same port, through the same static files and compression
 * as the site's assets. Only the benchmarks start it: the production server has no such route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { loadCheckedPackages } from '../../server/load-checked-packages';
import { HASHED_ASSETS, PAGE_HEADERS } from '../../server/http/security-headers';
import { BARE_FORM_PATH } from './bare-form';

const formDir = process.env.BARE_FORM_DIR;
if (!formDir) throw new Error('BARE_FORM_DIR names the bare form\'s build');
const config = loadConfig();
const { packages, refused } = await loadCheckedPackages(config.definitionsDir, config.contentDir);
if (refused.length) throw new Error(`promotion packages refused:\n${refused.map(({ dir, report }) => `${dir}:\n${report}`).join('\n')}`);
const app = await buildApp(config, { packages, liveVersions: true });
// Its page as the site's pages are sent: no-cache, with the headers every HTML answer of the server adds
// (PAGE_HEADERS). Their own browsing context (Cross-Origin-Opener-Policy) makes a fresh tab's first visit about 4%
// slower to be ready, for the form as for the site's pages (docs/performance.md). Its assets as the site's
// (server/site/site-assets.ts).
const page = readFileSync(path.join(formDir, 'index.html'));
await app.register(async (scope) => {
  await scope.register(fastifyCompress, { threshold: 1024 });
  scope.get(BARE_FORM_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').headers(PAGE_HEADERS).send(page));
  await scope.register(fastifyStatic, { root: path.join(formDir, 'assets'), prefix: `${BARE_FORM_PATH}assets/`, ...HASHED_ASSETS });
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
