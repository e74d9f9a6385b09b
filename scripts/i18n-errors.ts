/**
 * Decision 0075 (error sentences): writes contract/i18n/catalogues/en/errors.json from the code, every fixed sentence
 * the server gives an error (AppError, badRequest, fieldError, conflict, …) and every sentence the contract's
 * validators write (a zod check's message, a field rule's words, a check function's answer), under its textId. Ids
 * written by hand (an error with parts: msg('errors.…', values); zod's generic words: errors.zod.*) are kept. Ids no
 * sentence has any more are dropped from every language; then it names what each language still lacks.
 *
 *   npx tsx scripts/i18n-errors.ts            write, and list what a language lacks
 *   npx tsx scripts/i18n-errors.ts --dynamic  also list the sentences built with ${…} (give them an id and values)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { LOCALES } from '../contract/i18n';
import { errorSentences } from './i18n-error-sentences';

const root = fileURLToPath(new URL('..', import.meta.url));
const files: string[] = [];
const list = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['i18n', 'test', 'node_modules', 'migrations'].includes(name)) list(file);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(file);
  }
};
list(path.join(root, 'contract'));
list(path.join(root, 'server'));

const found = new Map<string, string>();
const dynamic: string[] = [];
for (const file of files.sort()) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const { fixed, built } = errorSentences(source, file.includes(`${path.sep}contract${path.sep}`));
  for (const [id, text] of fixed) found.set(id, text);
  for (const where of built) dynamic.push(`${path.relative(root, file)}:${where}`);
}

const catalogue = (locale: string) => path.join(root, 'contract/i18n/catalogues', locale, 'errors.json');
const read = (locale: string) => JSON.parse(readFileSync(catalogue(locale), 'utf8')) as Record<string, string>;
const generated = (id: string) => /_[0-9a-z]+$/.test(id);
const before = read('en');
const english = Object.fromEntries(
  [...Object.entries(before).filter(([id]) => !generated(id)), ...found.entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  ),
);
writeFileSync(catalogue('en'), `${JSON.stringify(english, null, 2)}\n`);
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const kept = Object.fromEntries(
    Object.entries(read(locale))
      .filter(([id]) => id in english)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(catalogue(locale), `${JSON.stringify(kept, null, 2)}\n`);
  const missing = Object.keys(english).filter((id) => !(id in kept));
  console.log(`${locale}: ${missing.length} of ${Object.keys(english).length} error sentences still to write`);
  for (const id of missing) console.log(`  ${id}: ${JSON.stringify(english[id])}`);
}
if (process.argv.includes('--dynamic')) {
  console.log(`\n${dynamic.length} sentences built with \${…}:`);
  for (const d of dynamic) console.log(`  ${d}`);
}
