import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_REGEX } from '@nanum/shared/schemas';
import type { NewUser } from '../modules/user/user.repo';

const USAGE =
  'usage: npm run user:create -- --email E --password P --name N [--power 0|1|2] [--type 0-5] [--rank 0-22] [--cardinal N] [--certified]';

const intIn = (min: number, max: number, label: string) =>
  z.coerce.number({ message: `${label} must be a whole number from ${min} to ${max}` }).int(`${label} must be a whole number from ${min} to ${max}`).min(min, `${label} must be a whole number from ${min} to ${max}`).max(max, `${label} must be a whole number from ${min} to ${max}`);

const schema = z.object({
  email: z.string({ message: '--email is required' }).trim().toLowerCase().pipe(z.email('--email is not a valid email address').max(100)),
  password: z.string({ message: '--password is required' }).regex(PASSWORD_REGEX, '--password must be 8 to 20 characters with a letter, a digit and one of $@!%*#?&'),
  name: z.string({ message: '--name is required' }).trim().min(1, '--name is required').max(50, '--name is at most 50 characters'),
  power: intIn(0, 2, '--power').default(0),
  type: intIn(0, 5, '--type').default(0),
  rank: intIn(0, 22, '--rank').default(0),
  cardinal: intIn(0, 999, '--cardinal').default(0),
  certified: z.boolean().default(false),
});

export type UserCreateArgs = Omit<NewUser, 'passwordHash'> & { password: string };

/** Parses and checks the command line of `user:create`. Throws an Error with one clear line. */
export function parseUserCreateArgs(argv: string[]): UserCreateArgs {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        power: { type: 'string' },
        type: { type: 'string' },
        rank: { type: 'string' },
        cardinal: { type: 'string' },
        certified: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]} (${USAGE})`, { cause: error });
  }
  const result = schema.safeParse(values);
  if (!result.success) throw new Error(`${result.error.issues[0]?.message ?? 'invalid arguments'} (${USAGE})`);
  const { certified, ...rest } = result.data;
  return { ...rest, certify: certified };
}
