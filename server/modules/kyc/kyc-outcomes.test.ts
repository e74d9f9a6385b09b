import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { KYC_BACKEND_BASE } from './routes';
import { HINDI } from '../../test/hindi';

/* Issue 26: the back office's KYC approve and reject answer in its language (Accept-Language); English as before. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let jpeg: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A new merchant's KYC, submitted; answers its id. */
async function submitted(): Promise<number> {
  const m = await signedIn(t, 'merchant', { kind: 'owner' });
  const fields = {
    aadhaarNo: '2341 2341 2346',
    panNo: 'abcpe1234f',
    bankName: 'State Bank of India',
    accountHolder: 'Ravi Kumar',
    accountNo: '30012345678',
    ifsc: 'sbin0001234',
  };
  const b = '----kyc' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, v] of Object.entries({ addressProof: pdf, photo: jpeg, shopPhoto: jpeg }))
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      v,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/kyc/me',
    headers: { ...m.headers, 'content-type': `multipart/form-data; boundary=${b}` },
    payload: Buffer.concat(parts),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

const decide = (id: number, move: 'approve' | 'reject', headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${KYC_BACKEND_BASE}/${id}/${move}`,
    headers: { ...staff.headers, ...headers },
    payload: move === 'reject' ? { remark: 'The shop photo is blurred' } : undefined,
  });

describe('KYC decisions in Hindi', () => {
  it('approved', async () => {
    expect((await decide(await submitted(), 'approve', HINDI)).json()).toEqual({ message: 'केवाईसी मंज़ूर हो गई।' });
    expect((await decide(await submitted(), 'approve', {})).json()).toEqual({ message: 'KYC approved.' });
  });

  it('rejected', async () => {
    expect((await decide(await submitted(), 'reject', HINDI)).json()).toEqual({
      message: 'केवाईसी नामंज़ूर कर दी। यूज़र को कारण बता दिया गया है।',
    });
    expect((await decide(await submitted(), 'reject', {})).json()).toEqual({
      message: 'KYC rejected. The user has been told the reason.',
    });
  });
});
