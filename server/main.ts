import cluster from 'node:cluster';
import { loadConfig, type Config } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { loadSecrets } from './lib/secrets';
import { seed } from './seed';
import { buildApp } from './app';
import { describeStorage, storageFromConfig } from './lib/storage-choice';
import { onStopRequest, runPrimary } from './cluster';

const banner = (config: Config, database: string) =>
  `PAN services portal on http://localhost:${config.port} (database: ${database}; files: ${describeStorage(config)})`;

async function main() {
  const config = loadConfig();
  // Secrets before any worker starts: each one then reads the same DATA_DIR/secrets.json.
  const secrets = loadSecrets(config.dataDir, {
    jwtSecret: config.jwtSecret,
    encryptionKey: config.encryptionKey,
    aadhaarHashKey: config.aadhaarHashKey,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  if (cluster.isPrimary) {
    await migrateDatabase(database);
    await seed(database, { adminPassword: config.adminPassword, aadhaarKeys: secrets });
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // Several processes (PostgreSQL only, see config): the primary forks them and serves nothing itself.
    await database.close();
    const quiet = ['silent', 'fatal', 'error'].includes(config.logLevel);
    runPrimary({
      workers: config.workers,
      onReady: () => console.log(banner(config, `PostgreSQL, ${config.workers} worker processes`)),
      log: (msg) => {
        if (!quiet) console.warn(msg);
      },
    });
    return;
  }
  const app = await buildApp({ config, database, secrets, storage: storageFromConfig(config), serveWeb: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Not ready from now on, still serving while the load balancer notices (see lib/drain.ts).
    app.drain.start();
    await new Promise((r) => setTimeout(r, config.shutdownDrainSeconds * 1000));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // A worker: the primary asks for the same stop on its SIGINT/SIGTERM.
  onStopRequest(() => void stop('primary'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary)
    console.log(banner(config, database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
