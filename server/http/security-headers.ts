import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Security headers on every answer; API answers are never cached. */
export function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith(`${apiPrefix}?`)) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
