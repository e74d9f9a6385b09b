import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractTexts, textId } from './texts';

const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts', '!./**'], {
  eager: true,
});
const english: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues/en/labels.json'), 'utf8'),
) as Record<string, string>;

describe('contract texts in the labels catalogue (decision 0075)', () => {
  const texts = new Set(Object.values(modules).flatMap((m) => [...contractTexts({ ...m })]));

  it('reads the contract: manifests, workflows, columns and options are all walked', () => {
    for (const text of ['Token No', 'Waiting for verification', 'Raise query', 'UTI PAN', 'Proof of identity'])
      expect(texts).toContain(text);
  });

  it('has every contract text under its id, in its English (run npx tsx scripts/i18n-texts.ts)', () => {
    const missing = [...texts].filter((text) => english[textId(text)] !== text);
    expect(missing).toEqual([]);
  });

  it('keeps no id that no contract text has any more', () => {
    const ids = new Set<string>([...texts].map((text) => textId(text)));
    expect(Object.keys(english).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('textId', () => {
  it('reads as the words and keeps apart texts that differ only in case or length', () => {
    expect(textId('Token No')).toMatch(/^labels\.tokenNo_[0-9a-z]+$/);
    expect(textId('Merchant Code')).not.toBe(textId('Merchant code'));
    expect(textId('Proof of the place of business (rent agreement)')).not.toBe(
      textId('Proof of the place of business (lease)'),
    );
    expect(textId('Not found.', 'errors')).toMatch(/^errors\.notFound_/);
  });
});

describe('contractTexts', () => {
  it('takes the words under label-like keys, however deep, and leaves codes and schemas alone', () => {
    const found = contractTexts([
      { value: 'N', label: 'New (49A)', code: 'PAN_NEW' },
      { stateLabels: { draft: 'Draft', done: 'Completed' }, menu: { label: 'Requests' } },
      { title: 'Scan', prefix: 'GR', noun: 'GST filing request' },
    ]);
    expect([...found].sort()).toEqual(['Completed', 'Draft', 'GST filing request', 'New (49A)', 'Requests', 'Scan']);
  });
});
