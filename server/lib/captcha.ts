import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { captchas } from '../db/schema';
import type { Db, Tx } from '../db/client';
import { sha256 } from './tokens';
import { randomCaptchaText, renderCaptcha } from './captcha-image';

export const CAPTCHA_COOKIE = 'captcha_id';
export const CAPTCHA_MIME = 'image/png';
const TTL_MS = 5 * 60 * 1000;

const normalise = (answer: string) => answer.trim().toLowerCase();

/** Makes a new challenge; the id goes to the browser in a cookie, the answer only as a hash to the database. */
export async function createCaptcha(
  db: Db,
  opts: { fixedAnswer?: string } = {},
): Promise<{ id: string; image: Buffer }> {
  // A fixed answer exists only for browser tests (CAPTCHA_FIXED_ANSWER, refused in production by config).
  const text = opts.fixedAnswer ?? randomCaptchaText();
  const image = await renderCaptcha(text);
  const [row] = await db
    .insert(captchas)
    .values({ answerHash: sha256(normalise(text)), expiresAt: new Date(Date.now() + TTL_MS) })
    .returning({ id: captchas.id });
  // Old challenges are worthless; sweep them as new ones are made instead of running a timer.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - TTL_MS)));
  return { id: row.id, image };
}

/** Consumes the challenge whatever the answer, so one image can never be tried twice. */
export async function checkCaptcha(db: Db | Tx, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return !!row && row.answerHash === sha256(normalise(answer));
}
