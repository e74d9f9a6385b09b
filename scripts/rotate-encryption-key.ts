import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { KeyRotationRefused, rotateKeys } from '../server/modules/key-rotation/service';
import { loadSecrets } from '../server/lib/secrets';

/**
 * `NEW_ENCRYPTION_KEY=<64 hex> npm run rotate-encryption-key`, `NEW_AADHAAR_HASH_KEY=<64 hex> …`, or both, with
 * every server stopped (docs/operations.md §9). A new encryption key seals every stored secret again (API
 * credentials, the SMTP password, KYC Aadhaar and account numbers, the Aadhaar numbers sealed in request data
 * and backlog records); a new hash key recomputes every stored Aadhaar hash from the opened numbers. One
 * transaction for all of it. The old keys are the ones the portal uses now (ENCRYPTION_KEY, AADHAAR_HASH_KEY or
 * DATA_DIR/secrets.json). A key kept in secrets.json is replaced there; a key given by the environment must then
 * be changed on every server before they start again.
 */
async function main() {
  const newKey = process.env.NEW_ENCRYPTION_KEY || undefined;
  const newHashKey = process.env.NEW_AADHAAR_HASH_KEY || undefined;
  if (!newKey && !newHashKey) {
    console.log(
      'Usage: NEW_ENCRYPTION_KEY=<64 hex characters, e.g. from `openssl rand -hex 32`> and/or NEW_AADHAAR_HASH_KEY=<64 hex> ' +
        'npm run rotate-encryption-key (servers stopped)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const old = loadSecrets(config.dataDir, {
    jwtSecret: config.jwtSecret,
    encryptionKey: config.encryptionKey,
    aadhaarHashKey: config.aadhaarHashKey,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const done = await rotateKeys(database.db, {
      oldKey: old.encryptionKey,
      newKey,
      oldHashKey: old.aadhaarHashKey,
      newHashKey,
    });
    for (const [where, n] of Object.entries(done)) console.log(`${where}: ${n} written again`);
  } finally {
    await database.close();
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const inFile: Record<string, string> = {};
  const tell: string[] = [];
  for (const [given, fromEnv, field, env] of [
    [newKey, config.encryptionKey, 'encryptionKey', 'ENCRYPTION_KEY'],
    [newHashKey, config.aadhaarHashKey, 'aadhaarHashKey', 'AADHAAR_HASH_KEY'],
  ] as const) {
    if (!given) continue;
    if (fromEnv) tell.push(env);
    else inFile[field] = given.toLowerCase();
  }
  if (Object.keys(inFile).length) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    fs.writeFileSync(file, JSON.stringify({ ...stored, ...inFile }), { mode: 0o600 });
    console.log(`The new key${Object.keys(inFile).length > 1 ? 's are' : ' is'} in ${file}.`);
  }
  if (tell.length) console.log(`Set ${tell.join(' and ')} to the new value on every server, then start them.`);
  console.log('Done. Backups made before keep the old keys: keep them with those backups.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(
      err instanceof KeyRotationRefused ? `Refused: ${err.message}` : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  });
}
