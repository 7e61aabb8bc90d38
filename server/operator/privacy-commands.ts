import path from 'node:path';
import type { OperatorCommand, OperatorContext } from './commands';
import type { UploadStorage } from '../uploads/upload-storage';
import { eraseCustomer } from '../privacy/erase-customer';
import { exportCustomer } from '../privacy/export-customer';
import { purge, type PurgePackage } from '../privacy/purge';
import { rotateKey } from '../privacy/rotate-key';
import { withLiveRetention } from './live-retention';

/** A privacy command given wrong arguments (the operator prints its usage and exits 2). */
export class PrivacyUsageError extends Error {}

/** What the privacy commands need besides the database: the packages' retention and the upload storage. */
export interface PrivacyContext extends OperatorContext {
  packages: Array<OperatorContext['packages'][number] & Partial<PurgePackage>>;
  uploads?: () => Promise<UploadStorage>;
}

function uploadsOf(ctx: PrivacyContext | undefined): Promise<UploadStorage> {
  if (!ctx?.uploads) throw new Error('The upload storage is not configured for this command');
  return ctx.uploads();
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
function emailArgument(email: string | undefined): string {
  if (!email || !EMAIL.test(email)) throw new PrivacyUsageError('give the customer\'s e-mail address');
  return email;
}

const progress = (name: string) => (line: string) => process.stderr.write(`${name}: ${line}\n`);

/** The operator's privacy commands (server/operator.ts lists them with the others). */
export const PRIVACY_COMMANDS: Record<string, OperatorCommand> = {
  'rotate-key': {
    usage: 'rotate-key',
    description: 'Re-seal every bank and PayPal detail with the first key of ENCRYPTION_KEYS (resumable; keep old keys listed until it has run)',
    run: async (db) => rotateKey(db, (done) => progress('rotate-key')(`${done} claims examined`)),
  },
  purge: {
    usage: 'purge',
    description: "Erase the personal data of every claim past its promotion's retention (settings.retention); idempotent, resumable",
    run: async (db, _args, now, ctx) => {
      const packages = ((ctx as PrivacyContext | undefined)?.packages ?? []).filter((p): p is PurgePackage & OperatorContext['packages'][number] => Boolean(p.package && p.code));
      const uploads = await uploadsOf(ctx as PrivacyContext);
      return purge(db, uploads, await withLiveRetention(db, packages), now, (r) => progress('purge')(`${r.claims} claims erased so far`));
    },
  },
  'export-customer': {
    usage: 'export-customer <email> <file.zip>',
    description: "Write every record of an address (claims with bank details opened, messages, survey answers) and its files to a zip",
    run: async (db, [email, file], now, ctx) => {
      const address = emailArgument(email);
      if (!file || !file.endsWith('.zip')) throw new PrivacyUsageError('give the zip file to write (…zip)');
      return exportCustomer(db, await uploadsOf(ctx as PrivacyContext), address, path.resolve(file), now);
    },
  },
  'erase-customer': {
    usage: 'erase-customer <email>',
    description: 'Erase every record of an address in every promotion and its files; logs a keyed hash, the time and the count',
    run: async (db, [email], now, ctx) => eraseCustomer(db, await uploadsOf(ctx as PrivacyContext), emailArgument(email), now),
  },
};
