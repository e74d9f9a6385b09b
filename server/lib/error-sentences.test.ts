import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIERS_API } from '../../contract/couriers';
import { NSDL_PAN_API } from '../../contract/nsdl-pan';
import english from '../../contract/i18n/catalogues/en/errors.json';
import { errorSentences } from '../../scripts/i18n-error-sentences';
import { sha256 } from './tokens';
import { addUser, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../test/app';

/*
 * Decision 0075: an error sentence built with parts is a catalogue id with values, so the caller reads it in their
 * language with the parts in place; English reads exactly as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HI = { 'accept-language': 'hi' };
const EN = { 'accept-language': 'en' };

describe('error sentences with parts, in the caller’s language', () => {
  /** A merchant with two-factor sign-in, half signed in: the challenge to answer with a code. */
  async function challenge() {
    const u = await addUser(t, 'merchant', { kind: 'owner' });
    await t.database.query('update users set email = $1 where id = $2', [`${u.userName}@shop.in`, u.id]);
    await t.database.query('insert into user_settings (user_id, two_factor_authentication) values ($1, true)', [u.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: u.userName, password: TEST_PASSWORD },
    });
    const { challengeId } = res.json();
    await t.database.query('update login_challenges set code_hash = $1 where id = $2', [sha256('123456'), challengeId]);
    return challengeId as string;
  }
  const verify = (challengeId: string, code: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/verify', payload: { challengeId, code }, headers });

  it('a wrong sign-in code says how many tries are left, in Hindi with its plural, in English as before', async () => {
    const id = await challenge();
    const first = await verify(id, '000001', HI);
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe('कोड सही नहीं है। 4 कोशिशें बाकी हैं।');
    expect((await verify(id, '000002', EN)).json().message).toBe('The code is not correct. 3 tries left.');
    await verify(id, '000003', HI);
    expect((await verify(id, '000004', HI)).json().message).toBe('कोड सही नहीं है। 1 कोशिश बाकी है।');
  });

  it('the back office’s look-up names the number it did not find', async () => {
    const staff = await signedIn(t, 'staff');
    const find = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${NSDL_PAN_API.backend}/find?q=PT9999999999`,
        headers: { ...staff.headers, ...headers },
      });
    const hi = await find(HI);
    expect(hi.statusCode).toBe(404);
    expect(hi.json().message).toBe('टोकन या पावती नंबर PT9999999999 का कोई आवेदन नहीं है।');
    expect((await find(EN)).json().message).toBe('No application has token or acknowledgement number PT9999999999.');
  });

  it('a courier for an unknown merchant code names the code, in the message and under the field', async () => {
    const admin = await signedIn(t, 'admin');
    const candidates = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${COURIERS_API.backend}/candidates?merchantCode=NOPE1`,
        headers: { ...admin.headers, ...headers },
      });
    const hi = await candidates(HI);
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toMatchObject({
      message: 'NOPE1 कोड वाला कोई मर्चेंट नहीं है।',
      errors: { merchantCode: ['NOPE1 कोड वाला कोई मर्चेंट नहीं है।'] },
    });
    expect((await candidates(EN)).json()).toMatchObject({
      message: 'No merchant has the code NOPE1.',
      errors: { merchantCode: ['No merchant has the code NOPE1.'] },
    });
  });
});

describe('the errors catalogue', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  /** The server's and the contract's sources, as scripts/i18n-errors.ts reads them. */
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory())
        return ['i18n', 'test', 'node_modules', 'migrations'].includes(name) ? [] : sources(file);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });

  it('holds every fixed error sentence of server/ and contract/, in its words', () => {
    const catalogue = english as Record<string, string>;
    const missing: string[] = [];
    for (const file of [...sources(path.join(root, 'contract')), ...sources(path.join(root, 'server'))]) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const { fixed } = errorSentences(source, file.includes(`${path.sep}contract${path.sep}`));
      for (const [id, text] of fixed)
        if (catalogue[id] !== text) missing.push(`${path.relative(root, file)}: ${id} ${JSON.stringify(text)}`);
    }
    // A new sentence needs its line: `npx tsx scripts/i18n-errors.ts`, then its Hindi in hi/errors.json.
    expect(missing).toEqual([]);
  });
});
