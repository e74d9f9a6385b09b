/**
 * The web files that still write a text inline (eslint-rules/no-inline-text.js), kept in
 * eslint-rules/i18n-pending.json so the lint lets them pass until they are converted, and fails everywhere else.
 *
 *   node scripts/i18n-pending.mjs           drop the listed files that have no finding left (fails on an unlisted one)
 *   node scripts/i18n-pending.mjs --add     list every file with findings (the first list, or a merge's old files)
 *   node scripts/i18n-pending.mjs --check   fail if a file outside the list has findings, or a listed file has none
 *
 * The list only shrinks: --check (part of npm run lint) fails on a converted file still listed, so its entry is
 * removed and the rule guards it from then on.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import noInlineText, { TEXT_FILES, TEXT_IGNORES } from '../eslint-rules/no-inline-text.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIST = path.join(root, 'eslint-rules/i18n-pending.json');
const WHY =
  'Web files not yet converted to the catalogue (issue 26): house/no-inline-text skips them. This list only ' +
  'shrinks: convert a file, then run node scripts/i18n-pending.mjs to drop it. A new file is never added.';

/** The files under the rule that have findings now, relative to the root, sorted; the rule alone, on every one. */
async function filesWithText() {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: TEXT_FILES,
        ignores: TEXT_IGNORES,
        languageOptions: { parser: tseslint.parser },
        plugins: { house: { rules: { 'no-inline-text': noInlineText } } },
        rules: { 'house/no-inline-text': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(TEXT_FILES);
  const broken = results.filter((r) => r.messages.some((m) => m.ruleId === 'house/no-inline-text' || m.fatal));
  for (const r of broken.filter((r) => r.messages.some((m) => m.fatal)))
    throw new Error(`${r.filePath}: ${r.messages.find((m) => m.fatal).message}`);
  return broken.map((r) => path.relative(root, r.filePath).split(path.sep).join('/')).sort();
}

const found = await filesWithText();
const listed = existsSync(LIST) ? new Set(JSON.parse(readFileSync(LIST, 'utf8')).files) : new Set();
const added = found.filter((f) => !listed.has(f));
const done = [...listed].filter((f) => !found.includes(f));
const tellAdded = () =>
  added.forEach((f) => console.error(`${f}: writes a text inline; take it from the catalogue (t('…')).`));
if (process.argv.includes('--check')) {
  tellAdded();
  for (const f of done)
    console.error(`${f}: has no inline text left (or is gone): run node scripts/i18n-pending.mjs to drop it.`);
  if (added.length || done.length) process.exit(1);
  console.log(`i18n: ${listed.size} web files still to convert.`);
} else {
  // A new file is written through the catalogue from the start, so the list takes none unless told (--add).
  const adding = process.argv.includes('--add');
  const files = found.filter((f) => listed.has(f) || adding);
  writeFileSync(LIST, JSON.stringify({ why: WHY, files }, null, 2) + '\n');
  console.log(`eslint-rules/i18n-pending.json: ${files.length} web files still to convert (${done.length} dropped).`);
  if (!adding && added.length) {
    tellAdded();
    console.error('Not listed: convert them, or list files from before issue 26 with --add.');
    process.exit(1);
  }
}
