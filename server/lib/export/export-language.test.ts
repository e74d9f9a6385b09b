import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTERS_API } from '../../../contract/masters';
import { REPORTS_API } from '../../../contract/reports';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { pdfFacts } from '../../test/pdf-unicode';
import { AppError, msgText } from '../errors';
import type { ListDefinition } from '../table-query';
import { exportList } from '.';
import { exportText } from './titles';

/*
 * Decision 0075: an export is written in the language of whoever asks for it: its title (the PDF's heading and footer,
 * the sheet's name), its column headings and the period it covers. English reads as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HI = { 'accept-language': 'hi' };
const EN = { 'accept-language': 'en' };
const LATIN_WORD = /[A-Za-z]{3,}/;

async function workbook(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const rowValues = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as unknown[]).slice(1);

describe('a list’s export in the reader’s language', () => {
  const exportPackages = async (format: 'xlsx' | 'pdf', lang: Record<string, string>) => {
    const admin = await signedIn(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `${MASTERS_API.packages}/list/export?format=${format}`,
      headers: { ...admin.headers, ...lang },
      payload: { filters: [], search: '', sorts: [], columns: ['name'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  it('names the Excel sheet by the list’s title in Hindi, and in English as before', async () => {
    const hindi = await workbook(await exportPackages('xlsx', HI));
    expect(hindi.name).toBe('पैकेज');
    expect(rowValues(hindi, 1)[0]).not.toMatch(LATIN_WORD);
    const english = await workbook(await exportPackages('xlsx', EN));
    expect(english.name).toBe('Packages');
    expect(rowValues(english, 1)).toEqual(['Package']);
  });

  it('heads the PDF with the list’s title in Hindi', async () => {
    const { text } = await pdfFacts(await exportPackages('pdf', HI));
    expect(text).toContain('पैकेज');
    expect(text).not.toContain('Packages');
    expect((await pdfFacts(await exportPackages('pdf', EN))).text).toContain('Packages');
  });

  it('has a Hindi title and column headings for every list the server defines', async () => {
    const modules = fileURLToPath(new URL('../../modules', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/lists\.ts$/.test(name)) files.push(file);
      }
    };
    walk(modules);
    const words = new Set<string>();
    let lists = 0;
    for (const file of files)
      for (const value of Object.values(await import(pathToFileURL(file).href)))
        if (value && typeof value === 'object' && 'title' in value && 'from' in value && 'columns' in value) {
          const def = value as ListDefinition;
          lists++;
          words.add(def.title);
          for (const col of def.columns) words.add(col.label);
        }
    expect(lists).toBeGreaterThan(10);
    const untranslated = [...words].filter((english) => LATIN_WORD.test(exportText('hi', english)));
    expect(untranslated).toEqual([]);
    for (const english of words) expect(exportText('en', english)).toBe(english);
  });
});

describe('the daily collection export in the reader’s language', () => {
  const dailyCollection = async (format: 'xlsx' | 'pdf', lang: Record<string, string>) => {
    const staff = await signedIn(t, 'staff');
    const res = await t.app.inject({
      method: 'GET',
      url: `${REPORTS_API.dailyCollection}/export?from=2026-11-01&to=2026-11-02&format=${format}`,
      headers: { ...staff.headers, ...lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  it('writes its title, headings and total row in Hindi', async () => {
    const ws = await workbook(await dailyCollection('xlsx', HI));
    expect(ws.name).toBe('रोज़ की वसूली');
    expect(rowValues(ws, 1)).toEqual([
      'तारीख़',
      'टॉप-अप (बैंक)',
      'टॉप-अप (यूपीआई)',
      'एडजस्टमेंट',
      'सेवाओं की कमाई',
      'रिफ़ंड',
      'कुल बचत',
    ]);
    expect(rowValues(ws, ws.rowCount)[0]).toBe('कुल');
  });

  it('says its period in Hindi on the PDF', async () => {
    const { text } = await pdfFacts(await dailyCollection('pdf', HI));
    expect(text).toContain('रोज़ की वसूली');
    expect(text).toContain('01-नव॰-2026 से 02-नव॰-2026 तक');
    expect(text).not.toContain('Daily collection');
  });

  it('stays as it was in English', async () => {
    const ws = await workbook(await dailyCollection('xlsx', EN));
    expect(ws.name).toBe('Daily collection');
    expect(rowValues(ws, 1)).toEqual([
      'Date',
      'Top-ups (bank)',
      'Top-ups (UPI)',
      'Adjustments',
      'Service revenue',
      'Refunds',
      'Net',
    ]);
    expect(rowValues(ws, ws.rowCount)[0]).toBe('Total');
    const { text } = await pdfFacts(await dailyCollection('pdf', EN));
    expect(text).toContain('From 01-Nov-2026 to 02-Nov-2026');
  });
});

describe('an export too long for one file', () => {
  const many: ListDefinition = {
    name: 'many',
    title: 'Many',
    personal: false,
    from: sql`generate_series(1, 20001) g(n)`,
    key: sql`g.n`,
    columns: [{ field: 'n', label: 'No', type: 'number', sortable: true, expr: sql`g.n` }],
    defaultSort: [{ column: 'n', dir: 'asc' }],
  };

  it('is refused in the reader’s language, with the counts in place, and in English as before', async () => {
    const err = await exportList(t.database, many, { filters: [], search: '', sorts: [] }, 'all', {
      format: 'pdf',
      columns: ['n'],
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const refused = err as AppError;
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(
      'This export would have 20,001 rows; one PDF file can hold at most 20,000. Narrow the filters ' +
        '(for example a shorter date range) and export again.',
    );
    const hindi = msgText('hi', refused.msg!);
    expect(hindi).toContain('इस डाउनलोड में 20,001 पंक्तियाँ होंगी; एक पीडीएफ़ फ़ाइल में ज़्यादा से ज़्यादा 20,000');
    expect(hindi).not.toMatch(LATIN_WORD);
  });
});
