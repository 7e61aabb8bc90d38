import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM), answers to requests still in flight carry `Connection: close`, so their
 * keep-alive connections end with the answer instead of holding the process open until they time out.
 * (Requests arriving after close began get Fastify's 503 with `Connection: close` already.)
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
