import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { PAN_FORMS, SAMPLE_FORMS, SITE_FORM_NAMES, siteFormUrl } from '../../../contract/download-software';
import { PanApplicationData, applicationProblems } from '../../../contract/nsdl-pan';
import { createTestApp, type TestApp } from '../../test/app';
import { SAMPLES } from './sample-forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/site/forms/:name (docs/product.md#download-software printable forms)', () => {
  it('answers each of the four Download Pancard Forms as a PDF, without signing in', async () => {
    for (const f of PAN_FORMS) {
      const res = await get(siteFormUrl(f.name));
      expect(res.statusCode, f.name).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount(), f.name).toBeGreaterThanOrEqual(1);
    }
    // The annexures are one page each.
    expect((await PDFDocument.load((await get(siteFormUrl('annexure-a'))).rawPayload)).getPageCount()).toBe(1);
    expect((await PDFDocument.load((await get(siteFormUrl('annexure-b'))).rawPayload)).getPageCount()).toBe(1);
  });

  it('renders a form once and answers the same bytes afterwards', async () => {
    const a = await get(siteFormUrl('new-pan-form'));
    const b = await get(siteFormUrl('new-pan-form'));
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it('answers the guides and all 16 sample forms', async () => {
    expect(SAMPLE_FORMS).toHaveLength(16);
    for (const name of SITE_FORM_NAMES) {
      const res = await get(siteFormUrl(name));
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString(), name).toBe('%PDF-');
    }
  });

  it('fills every sample with an application that passes the checks a real one must', () => {
    for (const [name, s] of Object.entries(SAMPLES)) {
      const problems = applicationProblems(s.category, s.appType, PanApplicationData.parse(s.data));
      expect(
        problems.map((p) => p.message),
        name,
      ).toEqual([]);
    }
  });

  it('answers 400 for a name it does not know', async () => {
    expect((await get('/api/site/forms/form-16')).statusCode).toBe(400);
  });
});
