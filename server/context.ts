import type { Config } from './config';
import type { Database } from './db/client';
import type { Secrets } from './lib/secrets';
import type { Storage } from './lib/storage';
import type { Services } from './services';

/** What the server is started with: configuration, the database, the secrets and the file storage. */
export type AppResources = {
  config: Config;
  database: Database;
  secrets: Secrets;
  storage: Storage;
};

/** What every module's routes receive: the resources and the services shared across modules, made once. */
export type AppContext = AppResources & { services: Services };
