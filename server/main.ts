import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { loadSecrets } from './lib/secrets';
import { seed } from './seed';
import { buildApp } from './app';
import { diskStorage } from './lib/storage';

async function main() {
  const config = loadConfig();
  const secrets = loadSecrets(config.dataDir, { jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await migrateDatabase(database);
  await seed(database, { adminPassword: config.adminPassword });
  const app = await buildApp({ config, database, secrets, storage: diskStorage(config.filesDir), serveWeb: true });

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`PAN services portal on http://localhost:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
