/**
 * `npm run studio -- <command>`: the promotion studio's accounts on the server's database (DATABASE_URL, else
 * DATA_DIR). A password is read from standard input (typed without echo at a terminal), never from an argument.
 * A failure exits 1 with its reason, a usage mistake 2.
 */
import { createInterface } from 'node:readline';
import { Refused, runDatabaseCommand, UsageError } from './cli/database-command';
import type { Db } from './db/open-database';
import { MIN_PASSWORD_LENGTH } from './studio/auth/password-hash';
import { addStudioUser, STUDIO_ROLES, type StudioRole } from './studio/auth/studio-auth';

const USAGE = `Usage: npm run studio -- <command>
  add-user <email> --role editor|publisher   the password is read from standard input (never an argument)
  set-role <email> editor|publisher
  remove-user <email>                        also ends their sessions
  list-users`;

/** One line of standard input; at a terminal, asked for and not echoed. */
function readPassword(): Promise<string> {
  return new Promise((resolve) => {
    const terminal = process.stdin.isTTY === true;
    const lines = createInterface({ input: process.stdin, output: terminal ? process.stderr : undefined, terminal });
    if (terminal) {
      process.stderr.write('Password: ');
      // Nothing typed is shown.
      (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
    }
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      if (terminal) process.stderr.write('\n');
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

const roleOf = (value: string | undefined): StudioRole => {
  if (!STUDIO_ROLES.includes(value as StudioRole)) throw new UsageError(`the role must be ${STUDIO_ROLES.join(' or ')}`);
  return value as StudioRole;
};

async function run(db: Db, args: string[]): Promise<string> {
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) throw new UsageError('a password is never an argument (it would stay in the shell history): type it on standard input');
  const [command, email, ...rest] = args;
  const address = email?.trim().toLowerCase();
  switch (command) {
    case 'add-user': {
      if (!address || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new UsageError('add-user needs an email address');
      const roleAt = rest.indexOf('--role');
      const role = roleOf(roleAt >= 0 ? rest[roleAt + 1] : undefined);
      const password = await readPassword();
      if (password.length < MIN_PASSWORD_LENGTH) throw new Refused(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      if (await db.selectFrom('studio_users').select('id').where('email', '=', address).executeTakeFirst()) throw new Refused(`${address} already has an account`);
      await addStudioUser(db, address, password, role);
      return `${address} can sign in to the studio as ${role}`;
    }
    case 'set-role': {
      if (!address) throw new UsageError('set-role needs an email address and a role');
      const role = roleOf(rest[0]);
      const changed = await db.updateTable('studio_users').set({ role }).where('email', '=', address).executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new Refused(`${address} has no account`);
      return `${address} is now ${role}`;
    }
    case 'remove-user': {
      if (!address) throw new UsageError('remove-user needs an email address');
      const user = await db.selectFrom('studio_users').select('id').where('email', '=', address).executeTakeFirst();
      if (!user) throw new Refused(`${address} has no account`);
      await db.deleteFrom('studio_sessions').where('user_id', '=', user.id).execute();
      await db.deleteFrom('studio_users').where('id', '=', user.id).execute();
      return `${address} can no longer sign in`;
    }
    case 'list-users': {
      const users = await db.selectFrom('studio_users').select(['email', 'role', 'created_at']).orderBy('email').execute();
      return users.map((user) => `${user.email}\t${user.role}\t${user.created_at}`).join('\n') || 'no accounts';
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

runDatabaseCommand(USAGE, (db) => run(db, process.argv.slice(2)));
