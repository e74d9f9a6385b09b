import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas, jobRuns, loginChallenges, passwordResets, refreshTokens, sessions } from '../../db/schema';
import { createJobRunner, type JobRunner, type JobWork } from '../../lib/jobs';
import type { AppContext } from '../../context';
import { createUser } from '../users/service';
import { createTestDatabase } from '../../test/db';
import { CLEANUP_EVERY_MS, CLEANUP_JOB, createCleanup } from './service';
import { cleanupJobs } from './jobs';

const HOUR = 3_600_000;
let database: Database;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: userId } = await createUser(database.db, {
    userName: 'cleanup-user',
    displayName: 'Cleanup',
    role: 'admin',
    password: 'Correct-Horse-9',
    merchantKind: null,
    parentId: null,
  }));
});
afterAll(async () => {
  await database.close();
});

/** One row of each kind that expired an hour ago, and one that is still good for an hour. */
async function fill(now: Date) {
  const past = new Date(now.getTime() - HOUR);
  const future = new Date(now.getTime() + HOUR);
  const db = database.db;
  const [oldSession, liveSession, revokedLive] = await db
    .insert(sessions)
    .values([
      { userId, expiresAt: past },
      { userId, expiresAt: future },
      { userId, expiresAt: future, revokedAt: past, revokedReason: 'logout' },
    ])
    .returning({ id: sessions.id });
  await db.insert(refreshTokens).values([
    { sessionId: oldSession.id, tokenHash: `old-1-${now.getTime()}` },
    { sessionId: oldSession.id, tokenHash: `old-2-${now.getTime()}` },
    { sessionId: liveSession.id, tokenHash: `live-${now.getTime()}` },
  ]);
  await db.insert(loginChallenges).values([
    { userId, codeHash: 'x', expiresAt: past },
    { userId, codeHash: 'y', expiresAt: future },
  ]);
  await db.insert(passwordResets).values([
    { userId, tokenHash: `reset-old-${now.getTime()}`, expiresAt: past, usedAt: past },
    { userId, tokenHash: `reset-live-${now.getTime()}`, expiresAt: future },
  ]);
  await db.insert(captchas).values([
    { answerHash: 'a', expiresAt: past },
    { answerHash: 'b', expiresAt: future },
  ]);
  await db.insert(jobRuns).values([
    { job: 'paperless-reconcile', startedAt: new Date(now.getTime() - 91 * 24 * HOUR), outcome: 'done' },
    { job: 'paperless-reconcile', startedAt: new Date(now.getTime() - 89 * 24 * HOUR), outcome: 'done' },
  ]);
  return { liveSession, revokedLive };
}

describe('the cleanup job', () => {
  it('deletes what is past its life, keeps what is not, and records the run', async () => {
    const now = new Date();
    const { liveSession, revokedLive } = await fill(now);
    const summary = await createCleanup(database.db).run(now);
    expect(summary).toEqual({
      sessions: 1,
      refreshTokens: 2,
      loginChallenges: 1,
      passwordResets: 1,
      captchas: 1,
      jobRuns: 1,
    });

    const db = database.db;
    expect(
      (await db.select({ id: sessions.id }).from(sessions).orderBy(asc(sessions.createdAt))).map((s) => s.id).sort(),
    ).toEqual([liveSession.id, revokedLive.id].sort());
    expect(await db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens)).toEqual([
      { sessionId: liveSession.id },
    ]);
    expect(await db.select({ codeHash: loginChallenges.codeHash }).from(loginChallenges)).toEqual([{ codeHash: 'y' }]);
    expect((await db.select({ usedAt: passwordResets.usedAt }).from(passwordResets)).map((r) => r.usedAt)).toEqual([
      null,
    ]);
    expect(await db.select({ answerHash: captchas.answerHash }).from(captchas)).toEqual([{ answerHash: 'b' }]);
    const runs = await db.select().from(jobRuns).orderBy(asc(jobRuns.startedAt));
    expect(runs.map((r) => r.job)).toEqual(['paperless-reconcile', CLEANUP_JOB]);
    expect(runs[1]).toMatchObject({ outcome: 'done', summary });
    expect(runs[1].finishedAt).not.toBeNull();

    // Nothing left to remove: a second run deletes nothing and still shows it ran.
    expect(await createCleanup(db).run(now)).toEqual({
      sessions: 0,
      refreshTokens: 0,
      loginChallenges: 0,
      passwordResets: 0,
      captchas: 0,
      jobRuns: 0,
    });
    expect(await db.select().from(jobRuns).where(eq(jobRuns.job, CLEANUP_JOB))).toHaveLength(2);
  });

  it('is scheduled hourly on the job runner under its name', async () => {
    const scheduled: { name: string; ms: number; work: JobWork }[] = [];
    const runner = createJobRunner(database, { log: { error() {} } });
    const capture: JobRunner = { ...runner, every: (name, ms, work) => void scheduled.push({ name, ms, work }) };
    cleanupJobs(capture, { database } as AppContext);
    expect(scheduled.map((s) => [s.name, s.ms])).toEqual([[CLEANUP_JOB, CLEANUP_EVERY_MS]]);
    expect(CLEANUP_EVERY_MS).toBe(HOUR);

    await fill(new Date());
    expect(await runner.runOnce(CLEANUP_JOB, scheduled[0].work)).toBe(true);
    await runner.stop();
    expect(await database.db.select().from(captchas).where(eq(captchas.answerHash, 'a'))).toEqual([]);
    const [last] = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, CLEANUP_JOB))
      .orderBy(asc(jobRuns.id))
      .then((r) => r.slice(-1));
    expect(last).toMatchObject({ outcome: 'done', summary: { sessions: 1, captchas: 1 } });
  });
});
