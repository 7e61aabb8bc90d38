import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open-database';
import type { ServedPromotion } from '../packages/promotion-package';
import { composeMessage } from './compose-message';
import { forgetSentMessages } from './forget-sent-messages';
import { registerMailboxPage } from './mailbox-page';
import type { ContentStore } from '../packages/content-store';
import { domainOf, mailSettingsOf, type MailSettings } from '../mail-settings';
import { mailboxTransport, smtpTransport } from './mail-transport';
import { startMessageSender, type MessageSender } from './message-sender';

export interface MessagesOptions {
  db: Db;
  config: ServerConfig & { mail?: MailSettings };
  /** The live version of a package, by promotion code. */
  packageOf: (code: string) => ServedPromotion | undefined;
  /** The wording store the server keeps for a served version. */
  contentOf: (served: ServedPromotion) => ContentStore;
  now?: () => Date;
}

/** The local mailbox (no SMTP_URL): DATA_DIR/mailbox. */
export const mailboxDir = (config: Pick<ServerConfig, 'dataDir'>) => path.join(config.dataDir, 'mailbox');

/**
 * Customers' messages: the sender over the outbox (SMTP_URL, else the local mailbox, listed at /mailbox-demo/ with
 * DEMO_SERVICES), woken after every write a customer makes; stopped before the database closes.
 */
export function registerMessages(app: FastifyInstance, options: MessagesOptions): MessageSender | undefined {
  const settings = options.config.mail ?? mailSettingsOf({}, []);
  const transport = settings.smtpUrl ? smtpTransport(settings.smtpUrl) : mailboxTransport(mailboxDir(options.config), options.now);
  if (!settings.smtpUrl && options.config.demoServices) registerMailboxPage(app, mailboxDir(options.config));
  if (!settings.sender) return undefined;
  const origin = () => {
    if (settings.publicOrigin) return settings.publicOrigin;
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : options.config.port;
    const host = options.config.host.includes(':') ? `[${options.config.host}]` : options.config.host;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  };
  const composeOptions = { from: settings.from, domain: domainOf(settings.from), origin };
  // Customers' requests in flight (each counted until its connection has the whole answer or closed): the sender yields to them.
  let requests = 0;
  app.server.on('request', (_request, response) => {
    requests++;
    response.once('close', () => requests--);
  });
  const sender = startMessageSender({
    db: options.db,
    transport,
    log: app.log,
    now: options.now,
    retryForMs: settings.retryForMs,
    retryMaxDelayMs: settings.retryMaxDelayMs,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    busy: () => requests > 1,
    busyDelayMs: settings.busyDelayMs,
    compose: async (row) => {
      const served = options.packageOf(row.code);
      return served ? composeMessage(options.db, row, served, options.contentOf(served), composeOptions) : undefined;
    },
  });
  app.log.info({ transport: transport.description }, 'customer messages');
  // A write that may have added a message wakes the sender (claims, status changes, reminders).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && reply.statusCode < 300 && !request.dryRun) sender.wake();
    done();
  });
  // Sent messages' addresses, notes and mailbox copies are kept MAIL_KEEP_DAYS: looked at a minute after start, then hourly.
  const now = options.now ?? (() => new Date());
  const forget = () =>
    forgetSentMessages(options.db, settings.smtpUrl ? undefined : mailboxDir(options.config), now(), settings.keepDays).then(
      (forgotten) => (forgotten.rows || forgotten.files ? app.log.info({ forgotten }, 'sent messages forgotten (MAIL_KEEP_DAYS)') : undefined),
      (error: unknown) => app.log.warn({ err: error }, 'sent messages could not be forgotten; trying again in an hour'),
    );
  let forgetting: Promise<unknown> | undefined;
  let closed = false;
  let timer = setTimeout(function tick() {
    forgetting = forget().finally(() => {
      if (!closed) timer = setTimeout(tick, 3_600_000).unref();
    });
  }, 60_000).unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await forgetting;
    await sender.close();
  });
  return sender;
}
