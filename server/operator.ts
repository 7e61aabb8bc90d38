/**
 * Operator CLI of the reference server: `npm run operator -- <command> [args]` (uses the server's database: DATABASE_URL, else DATA_DIR;
 * safe while the server runs). Without a command it lists the commands.
 */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { attachKeyring } from './privacy/claim-secrets';
import { loadKeyring } from './encryption-keys';
import { OPERATOR_COMMANDS as CLAIM_COMMANDS, UsageError, type OperatorContext } from './operator/commands';
import { openUploadStorage, type UploadStorage } from './uploads/upload-storage';
import { PRIVACY_COMMANDS, PrivacyUsageError } from './operator/privacy-commands';
import { readServedPromotions } from './packages/promotion-package';

const OPERATOR_COMMANDS = { ...CLAIM_COMMANDS, ...PRIVACY_COMMANDS };

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? OPERATOR_COMMANDS[name] : undefined;
  if (!command) {
    console.log('Usage: npm run operator -- <command>\n');
    for (const c of Object.values(OPERATOR_COMMANDS)) console.log(`  ${c.usage.padEnd(62)} ${c.description}`);
    console.log('\nEach command prints its result as JSON (ids such as consignment_id for the next command).');
    return name && name !== 'help' ? 2 : 0;
  }
  const config = loadConfig();
  const packages = readServedPromotions(config.definitionsDir, config.contentDir);
  const keys = loadKeyring(config);
  const { db, close } = await prepareDatabase(config, packages);
  attachKeyring(db, keys.keyring);
  if (keys.created) console.error(`No ENCRYPTION_KEYS: made the key file ${keys.created} (owner-only)`);
  try {
    let storage: Promise<UploadStorage> | undefined;
    const uploads = () => (storage ??= openUploadStorage(config));
    const result = await command.run(db, args, new Date(), { packages, uploads } as OperatorContext).finally(() => storage?.then((s) => s.close()));
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof PrivacyUsageError) {
      console.error(`${error.message}\nUsage: npm run operator -- ${command.usage}`);
      return 2;
    }
    throw error;
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
