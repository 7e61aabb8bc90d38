import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MailboxEntry } from './mail-transport';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const NAME = /^[0-9TZ]+-[A-Za-z0-9-]{1,36}$/;

/** The entries of the local mailbox, newest first. */
export async function mailboxEntries(dir: string): Promise<MailboxEntry[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files.filter((f) => f.endsWith('.json') && !f.startsWith('.')).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as MailboxEntry),
  );
  return entries.sort((a, b) => (a.name < b.name ? 1 : -1));
}

/**
 * DEMO_SERVICES without SMTP_URL: `GET /mailbox-demo/` lists the messages of the local mailbox (newest first), each
 * readable as the customer's mail client shows it (`<name>.html`) and whole (`<name>.eml`). A developer's stand-in
 * for a mail client: it shows customers' addresses, so it is never on in production (DEMO_SERVICES off).
 */
export function registerMailboxPage(app: FastifyInstance, dir: string): void {
  app.get('/mailbox-demo/', async (_request, reply) => {
    const entries = await mailboxEntries(dir);
    const rows = entries.map((e) => `<li><a href="${e.name}.html">${escapeHtml(e.subject)}</a> <span>to ${escapeHtml(e.to)}, ${escapeHtml(e.date)} (${escapeHtml(e.locale)})</span> <a href="${e.name}.eml">.eml</a></li>`);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body><main><h1>Local mailbox</h1><p>${entries.length} message${entries.length === 1 ? '' : 's'} in ${escapeHtml(dir)} (newest first).</p><ol>${rows.join('')}</ol></main></body></html>`;
  });
  app.get<{ Params: { file: string } }>('/mailbox-demo/:file', async (request, reply) => {
    const match = /^(.+)\.(html|eml)$/.exec(request.params.file);
    if (!match || !NAME.test(match[1])) return reply.code(404).send();
    const data = await readFile(path.join(dir, request.params.file)).catch(() => undefined);
    if (!data) return reply.code(404).send();
    reply.header('Cache-Control', 'no-store').type(match[2] === 'html' ? 'text/html; charset=utf-8' : 'message/rfc822');
    // As a mail client shows a message: its inline styles, no script, nothing loaded from anywhere.
    if (match[2] === 'html') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    return data;
  });
}
