import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG_API } from '../../../contract/lists/backlog';
import { PAYMENTS_API } from '../../../contract/payments';
import { backlogRecords } from '../../db/schema';
import { KYC_BACKEND_BASE } from '../kyc/routes';
import { individualN, M as PAN, readyMerchant } from '../../test/nsdl-pan';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { HOSTILE_PDFS, polyglots } from '../../test/hostile-files';
import { FILE_CSP } from '../../lib/downloads';

/**
 * At every upload point: a polyglot is stored as a plain image (or refused), an
 * active PDF is refused, a dangerous name is refused, a broken form is a 400, and nothing of a refused
 * upload is stored. Files come back as sandboxed downloads.
 */

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, staff: Who, owner: Who & { walletId: number };
let bankId: number;
let draftId: number;
const AKN = '882000000000001';

type Part = { name: string; data: Buffer; type?: string };
type Body = { payload: Buffer; headers: Record<string, string> };

function form(fields: Record<string, string>, files: Record<string, Part>): Body {
  const b = `----hostile${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, f] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ` +
          `${f.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.database.query<{ n: string }>(sql, params))[0].n);
const storedFiles = (purpose: string) =>
  count('select count(*) as n from stored_files where purpose like $1', [purpose]);

type Point = {
  label: string;
  field: string;
  pdf: boolean;
  /** Where the form goes, who sends it, and the other fields it needs to be accepted. */
  target(): Promise<{
    url: string;
    headers: Record<string, string>;
    fields: Record<string, string>;
    extraFiles?: Record<string, Part>;
  }>;
  /** How many files this point has stored (what a refused upload must leave unchanged). */
  stored(): Promise<number>;
  /** The stored file read back the way the portal serves it; absent where nothing is kept. */
  readBack?(res: LightMyRequestResponse): Promise<LightMyRequestResponse>;
  download: boolean;
};

let jpeg: Buffer;
let utr = 0;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const POINTS: Point[] = [
  {
    label: 'account photo',
    field: 'file',
    pdf: false,
    download: true,
    target: async () => ({ url: '/api/merchant/account/photo', headers: owner.headers, fields: {} }),
    stored: () => storedFiles('profile_photo'),
    readBack: () => get('/api/merchant/account/photo', owner.headers),
  },
  {
    label: 'NSDL PAN document',
    field: 'file',
    pdf: true,
    download: true,
    target: async () => ({
      url: `${PAN}/applications/${draftId}/files`,
      headers: owner.headers,
      fields: { kind: 'address' },
    }),
    stored: () => storedFiles('pan-document'),
    readBack: (res) => get(`${PAN}/applications/${draftId}/files/${res.json().files.at(-1).id}`, owner.headers),
  },
  {
    label: 'KYC document',
    field: 'addressProof',
    pdf: true,
    download: true,
    target: async () => {
      const m = await signedIn(t, 'merchant', { kind: 'owner' });
      const fields = {
        aadhaarNo: '2341 2341 2346',
        panNo: 'abcpe1234f',
        bankName: 'State Bank of India',
        accountHolder: 'Ravi Kumar',
        accountNo: '30012345678',
        ifsc: 'sbin0001234',
      };
      return {
        url: '/api/kyc/me',
        headers: m.headers,
        fields,
        extraFiles: { photo: { name: 'photo.jpg', data: jpeg }, shopPhoto: { name: 'shop.jpg', data: jpeg } },
      };
    },
    stored: () => storedFiles('kyc_%'),
    readBack: (res) => get(`${KYC_BACKEND_BASE}/${res.json().id}/file/addressProof`, staff.headers),
  },
  {
    label: 'payment slip',
    field: 'slip',
    pdf: true,
    download: true,
    target: async () => ({
      url: PAYMENTS_API.merchant,
      headers: owner.headers,
      fields: {
        bankId: String(bankId),
        amount: '1500',
        mode: 'NEFT',
        utr: `HOSTILE${Date.now()}${utr++}`,
        depositDate: new Date().toISOString().slice(0, 10),
      },
    }),
    stored: () => storedFiles('payment_slip'),
    readBack: (res) => get(`${PAYMENTS_API.merchant}/${res.json().id}/slip`, owner.headers),
  },
  {
    label: 'backlog acknowledgement',
    field: 'file',
    pdf: true,
    download: true,
    target: async () => ({ url: `${BACKLOG_API.backend}/ack-file/${AKN}`, headers: admin.headers, fields: {} }),
    stored: () => storedFiles('backlog_ack'),
    readBack: async () => {
      const { tempUrl } = (await get(`${BACKLOG_API.backend}/dw-ack/${AKN}`, admin.headers)).json();
      return get(tempUrl, admin.headers);
    },
  },
  {
    label: 'site logo',
    field: 'file',
    pdf: false,
    download: false,
    target: async () => ({ url: '/api/backend/settings/site-configuration/logo', headers: admin.headers, fields: {} }),
    stored: () => count(`select count(*) as n from site_assets where kind = 'logo'`),
    readBack: () => get('/api/logo', {}),
  },
  {
    label: 'backlog import',
    field: 'file',
    pdf: false,
    download: false,
    target: async () => ({ url: `${BACKLOG_API.backend}/import`, headers: admin.headers, fields: {} }),
    stored: () => count('select count(*) as n from backlog_records'),
  },
];
const STORING = POINTS.filter((p) => p.readBack);

async function send(p: Point, file: Part): Promise<LightMyRequestResponse> {
  const target = await p.target();
  const body = form(target.fields, { ...(target.extraFiles ?? {}), [p.field]: file });
  return t.app.inject({
    method: 'POST',
    url: target.url,
    headers: { ...target.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A refused upload: the status, a message on the field (or the form), and nothing stored. */
async function expectRefused(
  p: Point,
  send: () => Promise<LightMyRequestResponse>,
  statuses: number[],
  message?: RegExp,
) {
  const before = await p.stored();
  const res = await send();
  expect(statuses, `${p.label}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  const body = res.json();
  expect(body.message).toBeTruthy();
  if (message) expect(body.errors?.[p.field]?.[0] ?? body.message, p.label).toMatch(message);
  expect(await p.stored(), `${p.label}: nothing stored`).toBe(before);
  return res;
}

function expectDownloadHeaders(p: Point, res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options'], p.label).toBe('nosniff');
  if (!p.download) return;
  expect(String(res.headers['content-disposition']), p.label).toMatch(/^attachment; filename="/);
  expect(res.headers['content-security-policy'], p.label).toBe(FILE_CSP);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  owner = await readyMerchant(t);
  jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#ddccbb' } })
    .jpeg()
    .toBuffer();
  bankId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/backend/masters/bank',
      headers: admin.headers,
      payload: {
        bankName: 'State Bank of India',
        holder: 'PAN Seva Pvt Ltd',
        accountNo: '30012345678',
        ifsc: 'SBIN0001234',
        branch: 'Pune',
      },
    })
  ).json().id;
  const draft = await t.app.inject({
    method: 'POST',
    url: `${PAN}/applications`,
    headers: owner.headers,
    payload: { category: 'individual', appType: 'N', data: individualN() },
  });
  draftId = draft.json().id;
  await t.database.db.insert(backlogRecords).values({
    transid: 'T900001',
    dated: '2024-02-01',
    aknNo: AKN,
    panType: 'N',
    name: 'APPLICANT',
    cardname: 'A',
    contactno: '9876500001',
    email: 'a@example.in',
    memno: owner.code,
    status: 'A',
  });
}, 60_000);
afterAll(() => t.close());

describe('a JPEG that is also a PDF', () => {
  for (const p of STORING) {
    it(`${p.label}: is stored and served as a plain image (or refused where only PDFs go)`, async () => {
      const { jpegThenPdf } = await polyglots();
      if (p.label === 'backlog acknowledgement') {
        await expectRefused(p, () => send(p, { name: 'ack.pdf', data: jpegThenPdf }), [415], /PDF/);
        return;
      }
      const res = await send(p, { name: 'photo.jpg', data: jpegThenPdf, type: 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(200);
      const served = await p.readBack!(res);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(served.rawPayload.includes('%PDF')).toBe(false);
      expect(served.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      expectDownloadHeaders(p, served);
    });
  }

  it('site favicon: an icon with a page glued after it is kept as a clean PNG', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#f80' } })
      .png()
      .toBuffer();
    const head = Buffer.alloc(22);
    head.writeUInt16LE(1, 2);
    head.writeUInt16LE(1, 4);
    head[6] = 32;
    head[7] = 32;
    head.writeUInt32LE(png.length, 14);
    head.writeUInt32LE(22, 18);
    const icon = Buffer.concat([head, png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const body = form({}, { file: { name: 'favicon.ico', data: icon, type: 'image/x-icon' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backend/settings/site-configuration/favicon',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await get('/api/favicon', {});
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.toString('latin1')).not.toMatch(/<html|<script/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(32);
  });
});

describe('PDFs that act or carry more than pages', () => {
  for (const p of STORING.filter((x) => x.pdf)) {
    it(`${p.label}: each is refused on the field (415; 400 where the form gathers all its errors), and nothing is stored`, async () => {
      for (const [what, make] of Object.entries(HOSTILE_PDFS)) {
        const data = await make();
        const res = await expectRefused(
          p,
          () => send(p, { name: 'document.pdf', data, type: 'application/pdf' }),
          [415, 400],
          /JavaScript\/actions\/forms\/attachments/,
        );
        expect(res.statusCode, what).toBe(p.label === 'KYC document' || p.label === 'payment slip' ? 400 : 415);
      }
    });

    it(`${p.label}: a PDF with a JPEG after it is kept only up to its end`, async () => {
      const { pdfThenJpeg } = await polyglots();
      const res = await send(p, { name: 'document.pdf', data: pdfThenJpeg, type: 'application/pdf' });
      expect(res.statusCode, res.body).toBe(200);
      const served = await p.readBack!(res);
      expect(served.headers['content-type']).toMatch(/^application\/pdf/);
      expect(served.rawPayload.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(served.rawPayload.toString('latin1')).toMatch(/%%EOF\s*$/);
      expectDownloadHeaders(p, served);
    });
  }
});

describe('file names', () => {
  const BAD = [
    '../../evil.jpg',
    '..\\..\\evil.jpg',
    'C:\\temp\\evil.jpg',
    '/etc/evil.jpg',
    'evil.php.jpg',
    'evil.jpg.html',
    'evil\u0001.jpg',
    'evil\u202Egpj.exe',
  ];
  for (const p of POINTS) {
    it(`${p.label}: a path, a control character or a second active extension is refused, asking for a rename`, async () => {
      // Names are judged as the form is read, before the content: the same good image goes everywhere.
      const data = jpeg;
      for (const name of BAD) {
        const res = await expectRefused(p, () => send(p, { name, data }), [400], /^Rename the file: /);
        expect(res.json().errors?.[p.field], `${p.label} ${name}`).toBeDefined();
      }
    });
  }
});

describe('broken multipart bodies', () => {
  for (const p of POINTS) {
    it(`${p.label}: no boundary, a truncated body and garbage each get a 400 with a message`, async () => {
      const target = await p.target();
      const good = form(target.fields, { ...(target.extraFiles ?? {}), [p.field]: { name: 'photo.jpg', data: jpeg } });
      const bodies: [string, Body][] = [
        ['no boundary', { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } }],
        [
          'truncated in the file',
          { payload: good.payload.subarray(0, good.payload.length - 200), headers: good.headers },
        ],
        [
          'truncated in a part header',
          {
            payload: good.payload.subarray(0, good.payload.indexOf('Content-Disposition') + 25),
            headers: good.headers,
          },
        ],
        ['garbage', { payload: crypto.randomBytes(300), headers: good.headers }],
        [
          'boundary too long',
          { payload: good.payload, headers: { 'content-type': `multipart/form-data; boundary=${'x'.repeat(300)}` } },
        ],
      ];
      for (const [what, body] of bodies) {
        const res = await expectRefused(
          p,
          () =>
            t.app.inject({
              method: 'POST',
              url: target.url,
              headers: { ...target.headers, ...body.headers },
              payload: body.payload,
            }),
          [400, 415],
        );
        expect(res.json().message, `${p.label}: ${what}`).not.toMatch(/unexpected error/i);
      }
    });
  }
});
