// The server project's test files that open a database, directly or through a helper of server/test: what the
// PostgreSQL pass of .ci/run runs. The others (the contract's rules, PDF and image checks, pure functions) prove
// nothing more on a second database, as the web's tests would not. Prints one path per line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every way a test gets a database: its own, the app's, a copy of the template, or a server it starts. */
export const OPENS_A_DATABASE =
  /\b(createTestDatabase|createTestApp|clonePostgresDatabase|openPglite|openPostgres|startServerProcess)\b|DATABASE_URL/;

/** The relative imports of a file that are test helpers (server/test), where tests get their databases. */
function helpersOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s*)?['"](\.[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const hit = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
    );
    if (hit && hit.startsWith(path.join(root, 'server', 'test') + path.sep)) found.push(hit);
  }
  return found;
}

function opensADatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  return OPENS_A_DATABASE.test(fs.readFileSync(file, 'utf8')) || helpersOf(file).some((h) => opensADatabase(h, seen));
}

/** The server project's test files (vitest.config.ts: server, contract, scripts) that open a database. */
export function databaseTestFiles() {
  const files = [];
  for (const dir of ['server', 'contract', 'scripts']) {
    for (const f of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!f.endsWith('.test.ts') || f.split(path.sep).includes('node_modules')) continue;
      const file = path.join(root, dir, f);
      if (opensADatabase(file)) files.push(path.relative(root, file).split(path.sep).join('/'));
    }
  }
  return files.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(databaseTestFiles().join('\n'));
