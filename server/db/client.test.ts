import { expect, it } from 'vitest';
import { openPostgres } from './client';

// A server that stops on SIGTERM closes its database; whoever stops it afterwards closes it again (CI saw pg's
// "Called end on pool more than once" in server/two-servers.test.ts). The second close must be a no-op.
it.runIf(!!process.env.TEST_DATABASE_URL)('a PostgreSQL database closed twice, even at once, closes once', async () => {
  const database = openPostgres(process.env.TEST_DATABASE_URL!, 2);
  expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  await expect(Promise.all([database.close(), database.close()])).resolves.toBeDefined();
  await expect(database.close()).resolves.toBeUndefined();
  await expect(database.query('select 1')).rejects.toThrow();
});
