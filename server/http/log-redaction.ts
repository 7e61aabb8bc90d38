import type { FastifyServerOptions } from 'fastify';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const EMAIL_ENCODED = /[A-Za-z0-9._%+-]+%40[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/g;

/** Replaces e-mail addresses and IBANs in a string logged by the server. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(EMAIL_ENCODED, '[email]').replace(IBAN, '[iban]');
}

/**
 * Logger options: request bodies are never logged (Fastify does not log them; we log only method + url),
 * urls and error messages have e-mails and IBANs masked, sensitive headers are removed.
 */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactPersonalData(req.url) }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        message: redactPersonalData(String(err.message)),
        stack: redactPersonalData(err.stack ?? ''),
      }),
    },
  };
}
