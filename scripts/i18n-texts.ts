/**
 * Decision 0075 (contract texts): writes contract/i18n/catalogues/en/labels.json from the contract itself, every text
 * contractTexts finds in a contract export under its textId, and drops ids no text has any more from every language.
 * Then it names the ids a language still lacks: write them in that language's labels.json.
 *
 *   npx tsx scripts/i18n-texts.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES } from '../contract/i18n';
import { contractTexts, textId } from '../contract/i18n/texts';

const root = fileURLToPath(new URL('..', import.meta.url));
const contract = path.join(root, 'contract');
const files: string[] = [];
const list = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'i18n') list(file);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(file);
  }
};
list(contract);

const texts = new Set<string>();
for (const file of files.sort())
  for (const text of contractTexts({ ...(await import(pathToFileURL(file).href)) })) texts.add(text);

const english = Object.fromEntries(
  [...texts].map((text) => [textId(text), text]).sort(([a], [b]) => a.localeCompare(b)),
);
const catalogue = (locale: string) => path.join(contract, 'i18n/catalogues', locale, 'labels.json');
writeFileSync(catalogue('en'), `${JSON.stringify(english, null, 2)}\n`);
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const have = JSON.parse(readFileSync(catalogue(locale), 'utf8')) as Record<string, string>;
  const kept = Object.fromEntries(
    Object.entries(have)
      .filter(([id]) => id in english)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(catalogue(locale), `${JSON.stringify(kept, null, 2)}\n`);
  const missing = Object.keys(english).filter((id) => !(id in kept));
  console.log(`${locale}: ${missing.length} of ${Object.keys(english).length} contract texts still to write`);
  for (const id of missing) console.log(`  ${id}: ${JSON.stringify(english[id])}`);
}
