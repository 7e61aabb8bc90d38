import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server in this process (smtp-server): what it received, parsed (mailparser). */
export interface SmtpTestServer {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (connections are refused until `start` again on the same port). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let bound = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then((mail) => {
            received.push(mail);
            callback();
          }, callback);
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
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages at the SMTP server, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start,
  };
}
