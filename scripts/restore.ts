import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKUP_STAMP_RE } from '../contract/backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { storageFromConfig } from '../server/lib/storage-choice';
import {
  RestoreRefused,
  folderSource,
  restoreBackup,
  storageSource,
  tarSource,
} from '../server/modules/backup/restore';

/**
 * `npm run restore -- BACKUP` (decision 0062): restores a backup into the database and file storage this
 * environment names (DATABASE_URL or DATA_DIR's embedded database; S3_* or FILES_DIR), which must be
 * empty. BACKUP is a backup's name in that storage (2026-11-24T02-30-00.000Z), a downloaded .tar, or
 * the folder it unpacks to.
 */
async function main() {
  const arg = process.argv[2];
  if (!arg || arg === '--help') {
    console.log('Usage: npm run restore -- <backup name in the storage | backup .tar | unpacked backup folder>');
    process.exit(arg ? 0 : 2);
  }
  const config = loadConfig();
  const storage = storageFromConfig(config);
  const source = BACKUP_STAMP_RE.test(arg)
    ? storageSource(storage, arg)
    : fs.statSync(arg).isDirectory()
      ? folderSource(path.resolve(arg))
      : await tarSource(path.resolve(arg));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    console.log(
      `Restoring ${arg} into ${
        config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`
      }`,
    );
    const s = await restoreBackup({ database, storage, source, log: (line) => console.log(line) });
    console.log(
      `Restored backup ${s.stamp}: ${s.rows} rows in ${s.tables} tables, ${s.files} files (made at migration ${s.migration}).`,
    );
    console.log(
      'Start the portal with the same ENCRYPTION_KEY as the portal that made the backup (env or ' +
        'DATA_DIR/secrets.json), or the sealed KYC numbers and credentials cannot be opened.',
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof RestoreRefused ? `Refused: ${err.message}` : err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
