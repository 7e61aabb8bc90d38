/**
 * Operator CLI of the reference server: `npm run operator -- <command> [args]` (uses the server's database: DATABASE_URL, else DATA_DIR;
 * safe while the server runs). Without a command it lists the commands.
 */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { OPERATOR_COMMANDS, UsageError } from './operator/commands';
import { readServedPromotions } from './packages/promotion-package';

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
  const { db, close } = await prepareDatabase(config, packages);
  try {
    const result = await command.run(db, args, new Date(), { packages });
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
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
