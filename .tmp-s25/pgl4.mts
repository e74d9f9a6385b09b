import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPglite, migrateDatabase } from '../server/db/client';
const db = await openPglite();
await migrateDatabase(db);
await db.query('CHECKPOINT');
const plain = await db.dump!();
const client = (db as any);
await db.close();
// variant: gzip
const db2 = await openPglite({ loadDataDir: plain });
const pgl: PGlite = (db2 as any).__client ?? null;
await db2.close();
async function time(name: string, blob: Blob, n = 5) {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const x = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
    await x.query('select count(*) from users');
    ts.push(Math.round(performance.now() - t));
    await x.close();
  }
  console.log(name, blob.size, ts.join(' '));
}
await time('plain', plain);
// gzip variant
const g = await PGlite.create({ loadDataDir: plain, extensions: { pg_trgm } });
const gz = await g.dumpDataDir('gzip');
await g.close();
await time('gzip', gz);
// without template dbs
const h = await PGlite.create({ loadDataDir: plain, extensions: { pg_trgm } });
await h.exec("update pg_database set datistemplate = false where datname in ('template0','template1')");
await h.exec('drop database template0');
await h.exec('drop database template1');
await h.exec('CHECKPOINT');
const small = await h.dumpDataDir('none');
await h.close();
await time('no-templates', small);
const h2 = await PGlite.create({ loadDataDir: small, extensions: { pg_trgm } });
const smallgz = await h2.dumpDataDir('gzip');
await h2.close();
await time('no-templates-gzip', smallgz);
