import { hashPassword } from '../modules/user/password';
import { findUserIdByEmail, insertUser } from '../modules/user/user.repo';
import { CliError, withDatabase } from './context';
import { parseUserCreateArgs } from './userCreateArgs';

/** `npm run user:create -- --email E --password P --name N [...]`: prints the new user's id. */
void withDatabase(async (db, config) => {
  let args;
  try {
    args = parseUserCreateArgs(process.argv.slice(2));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  if ((await findUserIdByEmail(db, args.email)) !== null) throw new CliError(`a user with the email ${args.email} already exists.`);
  const { password, ...user } = args;
  const id = await insertUser(db, { ...user, passwordHash: await hashPassword(password, config.BCRYPT_ROUNDS) });
  process.stdout.write(`${id}\n`);
  return 0;
});
