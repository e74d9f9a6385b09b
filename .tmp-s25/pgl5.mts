import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPglite, migrateDatabase } from '../server/db/client';
const db = await openPglite();
await migrateDatabase(db);
await db.query('CHECKPOINT');
const plain = await db.dump!();
await db.close();
const buf = Buffer.from(await plain.arrayBuffer());
const blob = new Blob([buf]);
async function time(name: string, get: () => Blob | Promise<Blob>, n = 6) {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const x = await openPglite({ loadDataDir: await get() });
    await x.query('select count(*) from users');
    ts.push(Math.round(performance.now() - t));
    await x.close();
  }
  console.log(name, ts.join(' '));
}
fs.writeFileSync('/tmp/s25/d.tar', buf);
await time('read+copy each time', () => new Blob([fs.readFileSync('/tmp/s25/d.tar')]));
await time('same blob', () => blob);
await time('openAsBlob', () => fs.openAsBlob('/tmp/s25/d.tar'));
