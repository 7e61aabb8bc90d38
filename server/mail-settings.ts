/** How the server sends customers' messages (README: configuration). */
export interface MailSettings {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`); undefined: the local mailbox in DATA_DIR/mailbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender's address (`Name <address>` or an address). */
  from: string;
  /** MAIL_RETRY_HOURS (24): how long a message that cannot be sent is tried again before it is marked failed. */
  retryForMs: number;
  /** MAIL_RETRY_MAX_DELAY_SECONDS (60): the longest wait between two attempts (1 s, doubled each attempt, up to it). */
  retryMaxDelayMs: number;
  /** MAIL_POLL_MS (1000): how often a sender looks for due messages (it is also woken after each write). */
  pollMs: number;
  /** MAIL_BUSY_DELAY_SECONDS (10): while the server is busy with customers, how long a message may wait for them. */
  busyDelayMs: number;
  /** MAIL_LEASE_SECONDS (60): how long a sender holds the messages it took; a sender that died, others take them after it. */
  leaseMs: number;
  /** MAIL_KEEP_DAYS (30): how long a sent message's address and note (and the local mailbox's copy) are kept. */
  keepDays: number;
  /** PUBLIC_ORIGIN: the site's origin in messages' links; default http://HOST:PORT. */
  publicOrigin: string | undefined;
  /** MAIL_SENDER (on): off leaves messages in the outbox for another instance to send. */
  sender: boolean;
}

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

/** Reads the mail settings from `env`, adding every bad value to `problems`. */
export function mailSettingsOf(env: NodeJS.ProcessEnv, problems: string[]): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      /* reported below */
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') problems.push(`SMTP_URL must be a smtp:// or smtps:// URL (got "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}")`);
  }
  const from = (env.MAIL_FROM ?? 'Promotion claims <claims@localhost>').trim();
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  if (!ADDRESS.test(address)) problems.push(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${from}")`);
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = (env[name] ?? String(fallback)).trim();
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const retryHours = number('MAIL_RETRY_HOURS', 24, 0, 720);
  const pollMs = number('MAIL_POLL_MS', 1000, 10, 600_000);
  const retryMaxDelaySeconds = number('MAIL_RETRY_MAX_DELAY_SECONDS', 60, 1, 86_400);
  const leaseSeconds = number('MAIL_LEASE_SECONDS', 60, 1, 3600);
  const busyDelaySeconds = number('MAIL_BUSY_DELAY_SECONDS', 10, 0, 3600);
  const keepDays = number('MAIL_KEEP_DAYS', 30, 0, 3650);
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() || undefined;
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin)) problems.push(`PUBLIC_ORIGIN must be an http(s) origin without a path (got "${publicOrigin}")`);
  const sender = (env.MAIL_SENDER ?? 'on').trim();
  if (sender !== 'on' && sender !== 'off') problems.push(`MAIL_SENDER must be on or off (got "${sender}")`);
  return { smtpUrl, from, retryForMs: retryHours * 3_600_000, retryMaxDelayMs: retryMaxDelaySeconds * 1000, pollMs, busyDelayMs: busyDelaySeconds * 1000, leaseMs: leaseSeconds * 1000, keepDays, publicOrigin, sender: sender === 'on' };
}

/** The domain of the sender's address (Message-IDs end with it). */
export function domainOf(from: string): string {
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@')[1] ?? 'localhost';
}
