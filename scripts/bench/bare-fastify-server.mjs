/**
 * The bench's baseline: a bare Fastify app in its own process, one POST route that parses a JSON body and
 * answers a small JSON object (no validation, hooks, database or logging). What the real server's calls are
 * compared with in the same run, under the same autocannon settings. It prints the ready line of
 * server/main.ts, so tests/server/server-process.ts starts and stops it like the real server.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/2022launch/bare', async (request) => ({ data: { received: Object.keys(request.body ?? {}).length } }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`Bare Fastify ready\n  API    http://127.0.0.1:${app.server.address().port}/api/2022launch`);
