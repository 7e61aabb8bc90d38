import type { OperatorCommand } from '../operator/commands';
import { rotateKey } from './rotate-key';

/** A privacy command given wrong arguments (the operator prints its usage and exits 2). */
export class PrivacyUsageError extends Error {}

/** The operator's privacy commands (server/operator.ts lists them with the others). */
export const PRIVACY_COMMANDS: Record<string, OperatorCommand> = {
  'rotate-key': {
    usage: 'rotate-key',
    description: 'Re-seal every bank and PayPal detail with the first key of ENCRYPTION_KEYS (resumable; keep old keys listed until it has run)',
    run: async (db) => rotateKey(db, (done) => process.stderr.write(`rotate-key: ${done} claims examined\n`)),
  },
};
