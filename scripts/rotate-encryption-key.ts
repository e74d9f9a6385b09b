import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { KeyRotationRefused, reencryptSecrets } from '../server/modules/key-rotation/service';
import { loadSecrets } from '../server/lib/secrets';

/**
 * `NEW_ENCRYPTION_KEY=<64 hex> npm run rotate-encryption-key` with every server stopped (docs/operations.md §9):
 * seals every stored secret (API credentials, the SMTP password, KYC Aadhaar and account numbers)
 * again with the new key, in one transaction. The old key is the one the portal uses now (ENCRYPTION_KEY
 * or DATA_DIR/secrets.json). A key kept in secrets.json is replaced there; a key given by the environment
 * must then be changed on every server before they start again.
 */
async function main() {
  const newKey = process.env.NEW_ENCRYPTION_KEY ?? '';
  if (!newKey) {
    console.log(
      'Usage: NEW_ENCRYPTION_KEY=<64 hex characters, e.g. from `openssl rand -hex 32`> npm run rotate-encryption-key (servers stopped)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const oldKey = loadSecrets(config.dataDir, {
    jwtSecret: config.jwtSecret,
    encryptionKey: config.encryptionKey,
    aadhaarHashKey: config.aadhaarHashKey,
  }).encryptionKey;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const done = await reencryptSecrets(database.db, oldKey, newKey);
    for (const [where, n] of Object.entries(done)) console.log(`${where}: ${n} sealed again`);
  } finally {
    await database.close();
  }
  if (config.encryptionKey) {
    console.log(
      'Done. Set ENCRYPTION_KEY to the new key on every server, then start them. Backups made before keep the old key: keep it with them.',
    );
  } else {
    const file = path.join(config.dataDir, 'secrets.json');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    fs.writeFileSync(file, JSON.stringify({ ...stored, encryptionKey: newKey.toLowerCase() }), { mode: 0o600 });
    console.log(`Done. The new key is in ${file}. Backups made before keep the old key: keep it with them.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(
      err instanceof KeyRotationRefused ? `Refused: ${err.message}` : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  });
}
