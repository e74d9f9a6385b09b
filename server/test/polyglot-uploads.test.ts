import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_API } from '../../contract/payments';
import { createTestApp, signedIn, type TestApp } from './app';
import { cleanPdf } from './hostile-files';
import { memoryStorage } from './memory-storage';
import { M as PAN, formPage, individualN, readyMerchant } from './nsdl-pan';
import { BR, MF, MR, gstr3b } from './gst';
import { MP, applicant } from './uti';

/**
 * An image that carries another file (a PDF in a JPEG comment, after a JPEG's end, after a PNG's end, in a
 * PNG text chunk), uploaded at every point that takes an image, is stored only as the image encoded again:
 * the bytes read back from storage (or the table that keeps them) hold no PDF and nothing after the image.
 */

const MARKER = 'POLYGLOT-9c4e1b7a';
type Kind = 'jpeg' | 'png';
type Case = { label: string; kind: Kind; data: Buffer };

/** A PDF that ends with a marker of our own, so a copy kept anywhere in the stored bytes is found. */
const hiddenPdf = async () => Buffer.concat([await cleanPdf(), Buffer.from(`%${MARKER}\n`, 'latin1')]);

/** The JPEG with a COM (comment) segment right after its start marker, holding `payload`. */
function jpegWithComment(jpeg: Buffer, payload: Buffer): Buffer {
  const length = payload.length + 2;
  if (length > 0xffff) throw new Error('comment too long');
  const head = Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The PNG with a tEXt chunk after its header chunk, holding `payload` (a valid chunk: decoders skip it). */
function pngWithTextChunk(png: Buffer, payload: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from('Comment\0', 'latin1'), payload]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(typeAndData.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterHeader = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

async function polyglotsOf(jpeg: Buffer, png: Buffer): Promise<Case[]> {
  const pdf = await hiddenPdf();
  return [
    { label: 'a JPEG with a PDF in a COM segment', kind: 'jpeg', data: jpegWithComment(jpeg, pdf) },
    { label: 'a JPEG with a PDF after its end (EOI)', kind: 'jpeg', data: Buffer.concat([jpeg, pdf]) },
    { label: 'a PNG with a PDF after its end (IEND)', kind: 'png', data: Buffer.concat([png, pdf]) },
    { label: 'a PNG with a PDF in a tEXt chunk', kind: 'png', data: pngWithTextChunk(png, pdf) },
  ];
}

/** True when a JPEG has a COM segment before its scan data. */
function hasJpegComment(jpeg: Buffer): boolean {
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1];
    if (marker === 0xda) return false;
    if (marker === 0xfe) return true;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return false;
}

/** The stored bytes are one image, encoded by us: no PDF, no marker, no comment, nothing after the image's end. */
async function expectOnlyTheImage(bytes: Buffer, what: string) {
  expect(bytes.length, what).toBeGreaterThan(0);
  expect(bytes.includes('%PDF'), `${what}: a PDF header`).toBe(false);
  expect(bytes.includes('%%EOF'), `${what}: a PDF trailer`).toBe(false);
  expect(bytes.includes(MARKER), `${what}: the hidden bytes`).toBe(false);
  const meta = await sharp(bytes).metadata();
  expect(['jpeg', 'png', 'webp'], what).toContain(meta.format);
  // Decoded whole, not only its header.
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect(info.width, what).toBeGreaterThan(0);
  if (meta.format === 'jpeg') {
    expect(bytes.subarray(-2), `${what}: ends at EOI`).toEqual(Buffer.from([0xff, 0xd9]));
    expect(hasJpegComment(bytes), `${what}: a comment segment`).toBe(false);
  } else if (meta.format === 'png') {
    expect(bytes.subarray(-8, -4).toString('latin1'), `${what}: ends at IEND`).toBe('IEND');
    expect(bytes.includes('tEXt'), `${what}: a text chunk`).toBe(false);
  } else {
    expect(bytes.readUInt32LE(4) + 8, `${what}: the RIFF size is the file's`).toBe(bytes.length);
  }
}

let t: TestApp;
const storage = memoryStorage();
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, staff: Who, owner: Awaited<ReturnType<typeof readyMerchant>>;
let bankId: number;
let cases: Case[];
let faviconCases: Case[];
let utr = 0;

type Part = { name: string; data: Buffer; type: string };
function form(fields: Record<string, string>, files: Record<string, Part>) {
  const b = `----polyglot${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, f] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const post = (
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, Part>,
) => {
  const body = form(fields, files);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const json = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers, payload });

/** The storage keys of the stored_files rows of these purposes. */
async function keysOf(purposes: string[]): Promise<Set<string>> {
  const rows = await t.database.query<{ key: string }>('select key from stored_files where purpose = any($1)', [
    purposes,
  ]);
  return new Set(rows.map((r) => r.key));
}

/** The bytes in storage of every stored_files row of these purposes that `act` added. */
async function storedBy(purposes: string[], act: () => Promise<void>): Promise<Buffer[]> {
  const before = await keysOf(purposes);
  await act();
  const added = [...(await keysOf(purposes))].filter((k) => !before.has(k));
  return Promise.all(added.map((k) => storage.get(k)));
}

async function ok(res: LightMyRequestResponse, what: string): Promise<LightMyRequestResponse> {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  return res;
}

const fileOf = (c: Case, base = 'upload'): Part => ({
  name: `${base}.${c.kind === 'jpeg' ? 'jpg' : 'png'}`,
  data: c.data,
  type: `image/${c.kind}`,
});

type Point = {
  label: string;
  /** Uploads the case and answers the bytes kept of it, as many as were stored (at least one). */
  store(c: Case, what: string): Promise<Buffer[]>;
  pngOnly?: boolean;
};

const POINTS: Point[] = [
  {
    label: 'KYC address proof, photo and shop photo',
    store: async (c, what) => {
      const m = await signedIn(t, 'merchant', { kind: 'owner' });
      const fields = {
        aadhaarNo: '2341 2341 2346',
        panNo: 'abcpe1234f',
        bankName: 'State Bank of India',
        accountHolder: 'Ravi Kumar',
        accountNo: '30012345678',
        ifsc: 'sbin0001234',
      };
      const files = { addressProof: fileOf(c, 'proof'), photo: fileOf(c, 'photo'), shopPhoto: fileOf(c, 'shop') };
      const kept = await storedBy(['kyc_addressProof', 'kyc_photo', 'kyc_shopPhoto'], async () => {
        await ok(await post('/api/kyc/me', m.headers, fields, files), what);
      });
      expect(kept, what).toHaveLength(3);
      return kept;
    },
  },
  {
    label: 'profile photo (merchant)',
    store: (c, what) =>
      storedBy(['profile_photo'], async () => {
        await ok(await post('/api/merchant/account/photo', owner.headers, {}, { file: fileOf(c) }), what);
      }),
  },
  {
    label: 'profile photo (back office)',
    store: (c, what) =>
      storedBy(['profile_photo'], async () => {
        await ok(await post('/api/backend/my-profile/photo', staff.headers, {}, { file: fileOf(c) }), what);
      }),
  },
  {
    label: 'NSDL PAN documents (the signed form and a proof), and the photo and signature cropped from the form',
    store: async (c, what) => {
      const draft = await ok(
        await json('POST', `${PAN}/applications`, owner.headers, {
          category: 'individual',
          appType: 'N',
          data: individualN(),
        }),
        what,
      );
      const id = draft.json().id as number;
      const documents = await storedBy(['pan-document'], async () => {
        for (const kind of ['form', 'address'])
          await ok(await post(`${PAN}/applications/${id}/files`, owner.headers, { kind }, { file: fileOf(c) }), what);
      });
      expect(documents, what).toHaveLength(2);
      const detail = (
        await t.app.inject({ method: 'GET', url: `${PAN}/applications/${id}`, headers: owner.headers })
      ).json() as { files: { id: string; kind: string }[] };
      const fileId = detail.files.find((f) => f.kind === 'form')!.id;
      const crops = await storedBy(['pan-photo', 'pan-signature'], async () => {
        for (const [kind, box] of [
          ['photo', { x: 500, y: 80, width: 197, height: 276 }],
          ['signature', { x: 400, y: 900, width: 354, height: 157 }],
        ] as const)
          await ok(await json('POST', `${PAN}/applications/${id}/crops`, owner.headers, { fileId, kind, box }), what);
      });
      expect(crops, what).toHaveLength(2);
      return [...documents, ...crops];
    },
  },
  {
    label: 'GST registration document',
    store: async (c, what) => {
      const id = (await ok(await json('POST', MR, owner.headers, { data: {} }), what)).json().id as number;
      return storedBy(['gst-document'], async () => {
        for (const kind of ['pan_card', 'photo'])
          await ok(await post(`${MR}/${id}/files`, owner.headers, { kind }, { file: fileOf(c) }), what);
      });
    },
  },
  {
    label: 'GST filing "other" document (a kind that also takes spreadsheets)',
    store: async (c, what) => {
      const id = (await ok(await json('POST', MF, owner.headers, { data: gstr3b() }), what)).json().id as number;
      return storedBy(['gst-document'], async () => {
        await ok(await post(`${MF}/${id}/files`, owner.headers, { kind: 'other' }, { file: fileOf(c) }), what);
      });
    },
  },
  {
    label: 'GST result attached by the back office',
    store: async (c, what) => {
      const id = (await ok(await json('POST', MR, owner.headers, { data: {} }), what)).json().id as number;
      // Straight to the state where the back office attaches results: how it got there is the workflow tests'.
      await t.database.query(`update service_requests set state = 'in_process' where id = $1`, [id]);
      return storedBy(['gst-result'], async () => {
        await ok(
          await post(`${BR}/${id}/files`, staff.headers, { kind: 'acknowledgement' }, { file: fileOf(c) }),
          what,
        );
      });
    },
  },
  {
    label: 'UTI PSA registration document',
    store: async (c, what) => {
      const id = (await ok(await json('POST', MP, owner.headers, { data: applicant() }), what)).json().id as number;
      return storedBy(['uti-psa-document'], async () => {
        for (const kind of ['pan_card', 'aadhaar_card'])
          await ok(await post(`${MP}/${id}/files`, owner.headers, { kind }, { file: fileOf(c) }), what);
      });
    },
  },
  {
    label: 'payment slip',
    store: (c, what) =>
      storedBy(['payment_slip'], async () => {
        const fields = {
          bankId: String(bankId),
          amount: '1500',
          mode: 'NEFT',
          utr: `POLY${Date.now()}${utr++}`,
          depositDate: new Date().toISOString().slice(0, 10),
        };
        await ok(await post(PAYMENTS_API.merchant, owner.headers, fields, { slip: fileOf(c, 'slip') }), what);
      }),
  },
  {
    label: 'carousel slide (added, then its image replaced)',
    store: async (c, what) => {
      const fields = { title: 'Offer', text: '', link: '', audience: 'public', startsOn: '', endsOn: '' };
      const url = '/api/backend/settings/carousel';
      const id = (await ok(await post(url, admin.headers, fields, { image: fileOf(c, 'banner') }), what)).json()
        .id as number;
      const images = async () =>
        (
          await t.database.query<{ image800: Buffer; image1600: Buffer }>(
            'select image_800 as image800, image_1600 as image1600 from site_slides where id = $1',
            [id],
          )
        ).flatMap((r) => [Buffer.from(r.image800), Buffer.from(r.image1600)]);
      const added = await images();
      await ok(await post(`${url}/${id}/image`, admin.headers, {}, { image: fileOf(c, 'banner2') }), what);
      return [...added, ...(await images())];
    },
  },
  {
    label: 'site logo',
    store: async (c, what) => {
      await ok(
        await post('/api/backend/settings/site-configuration/logo', admin.headers, {}, { file: fileOf(c) }),
        what,
      );
      const rows = await t.database.query<{ data: Buffer }>(`select data from site_assets where kind = 'logo'`);
      return rows.map((r) => Buffer.from(r.data));
    },
  },
  {
    label: 'site favicon',
    pngOnly: true,
    store: async (c, what) => {
      await ok(
        await post('/api/backend/settings/site-configuration/favicon', admin.headers, {}, { file: fileOf(c) }),
        what,
      );
      const rows = await t.database.query<{ data: Buffer }>(`select data from site_assets where kind = 'favicon'`);
      return rows.map((r) => Buffer.from(r.data));
    },
  },
];

beforeAll(async () => {
  t = await createTestApp({}, { storage });
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  owner = await readyMerchant(t, { balance: 5000 });
  // A form page large enough to crop the photo and signature from, as a JPEG and as a PNG.
  const jpeg = await formPage();
  const png = await sharp(jpeg).png().toBuffer();
  cases = await polyglotsOf(jpeg, png);
  const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#f80' } })
    .png()
    .toBuffer();
  faviconCases = (await polyglotsOf(jpeg, icon)).filter((c) => c.kind === 'png');
  bankId = (
    await json('POST', '/api/backend/masters/bank', admin.headers, {
      bankName: 'State Bank of India',
      holder: 'PAN Seva Pvt Ltd',
      accountNo: '30012345678',
      ifsc: 'SBIN0001234',
      branch: 'Pune',
    })
  ).json().id;
}, 60_000);
afterAll(() => t.close());

describe('the polyglots themselves', () => {
  it('are images a decoder reads, and each carries the PDF and the marker', async () => {
    for (const c of [...cases, ...faviconCases]) {
      expect((await sharp(c.data).metadata()).format, c.label).toBe(c.kind);
      expect(c.data.includes('%PDF-'), c.label).toBe(true);
      expect(c.data.includes(MARKER), c.label).toBe(true);
    }
  });

  it('each fails the check of stored bytes as it was sent, so a point that kept it would be caught', async () => {
    for (const c of [...cases, ...faviconCases])
      await expect(expectOnlyTheImage(c.data, c.label), c.label).rejects.toThrow();
    // Bytes the server encoded itself pass.
    await expectOnlyTheImage(await sharp(cases[0].data).jpeg().toBuffer(), 'a JPEG encoded again');
    await expectOnlyTheImage(await sharp(cases[2].data).png().toBuffer(), 'a PNG encoded again');
  });
});

describe('an image carrying another file is stored only as the image, encoded again', () => {
  for (const point of POINTS) {
    it(point.label, async () => {
      for (const c of point.pngOnly ? faviconCases : cases) {
        const what = `${point.label}: ${c.label}`;
        const kept = await point.store(c, what);
        expect(kept.length, what).toBeGreaterThan(0);
        for (const bytes of kept) await expectOnlyTheImage(bytes, what);
      }
    });
  }
});
