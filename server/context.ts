import type { Config } from './config';
import type { Database } from './db/client';
import type { Secrets } from './lib/secrets';
import type { Storage } from './lib/storage';

/** What every module's routes receive: configuration, the database and the secrets. */
export type AppContext = {
  config: Config;
  database: Database;
  secrets: Secrets;
  storage: Storage;
};
