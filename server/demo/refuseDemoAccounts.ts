import type { AppContext } from '../context.ts';
import { ConfigError } from '../config.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

/**
 * A production start stops while a demo account can still be signed in to with the password the
 * README publishes. Changing that password (or deleting the account) is enough to start.
 */
export async function refuseDemoAccounts(ctx: AppContext): Promise<void> {
  const demo = Object.values(DEMO_ACCOUNTS);
  const rows = await ctx.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      demo.map((account) => account.email),
    )
    .execute();
  for (const row of rows) {
    const account = demo.find((candidate) => candidate.email === row.email)!;
    if (await ctx.passwords.verify(row.password_hash, account.password)) {
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production: the demo account ${account.email} still has its published password. ` +
          'Change its password or delete it, or set ALLOW_DEMO_ACCOUNTS=true to accept it.',
      );
    }
  }
}
