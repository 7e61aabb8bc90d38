import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** One message the server accepted: its Message-ID and subject, and when (Date.now()). */
export interface SmtpArrival {
  messageId: string;
  subject: string;
  at: number;
}

export interface SmtpTestServerOptions {
  /** Holds each MAIL FROM this long before answering it: a slow server, so that messages are in flight. */
  mailFromDelayMs?: number;
}

/** A real SMTP server in this process (smtp-server): what it received, parsed (mailparser). */
export interface SmtpTestServer {
  url: string;
  port: number;
  received: ParsedMail[];
  arrivals: SmtpArrival[];
  /** Mail transactions under way now (MAIL FROM answered or waited on, the message not yet taken). */
  inFlight(): number;
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening and answers 421 on open connections (connections are refused until `start` again on the same port). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpTestServer(port = 0, options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const arrivals: SmtpArrival[] = [];
  const open = new Set<string>();
  let server: SMTPServer;
  let bound = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 200,
        onMailFrom(_address, session, callback) {
          open.add(session.id);
          if (options.mailFromDelayMs) setTimeout(() => callback(), options.mailFromDelayMs);
          else callback();
        },
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (mail) => {
              received.push(mail);
              arrivals.push({ messageId: mail.messageId ?? '', subject: mail.subject ?? '', at: Date.now() });
              open.delete(session.id);
              callback();
            },
            (error: Error) => {
              open.delete(session.id);
              callback(error);
            },
          );
        },
        onClose(session) {
          open.delete(session.id);
        },
      });
      server.once('error', reject);
      server.listen(bound, '127.0.0.1', () => {
        bound = (server.server.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${bound}`;
    },
    get port() {
      return bound;
    },
    received,
    arrivals,
    inFlight: () => open.size,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages at the SMTP server, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        open.clear();
        server.close(() => resolve());
      }),
    start,
  };
}
