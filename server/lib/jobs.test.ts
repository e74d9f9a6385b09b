import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { createTestDatabase } from '../test/db';
import { createJobRunner, type JobRunner } from './jobs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ok()` holds, polling; fails the test after `ms`. */
async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(5);
  }
}

function recordingLog() {
  const errors: { obj: Record<string, unknown>; msg: string }[] = [];
  return {
    errors,
    log: { error: (obj: object, msg: string) => errors.push({ obj: obj as Record<string, unknown>, msg }) },
  };
}

/** A job that counts its runs and notes any run that began while another was still going. */
function watchedJob(ms: number) {
  const s = { runs: 0, inProgress: false, overlaps: 0 };
  const work = async () => {
    if (s.inProgress) s.overlaps++;
    s.inProgress = true;
    try {
      await sleep(ms);
      s.runs++;
    } finally {
      s.inProgress = false;
    }
  };
  return { s, work };
}

let database: Database;
const runners: JobRunner[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await database.close();
});

function runner(db = database) {
  const { errors, log } = recordingLog();
  const r = createJobRunner(db, { log });
  runners.push(r);
  return { r, errors };
}

describe(`job runner (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a scheduled job again and again, and its work reaches the database', async () => {
    const { r, errors } = runner();
    await database.query('create table job_test_ticks (at timestamptz not null default now())');
    r.every('ticks', 10, async () => {
      await database.query('insert into job_test_ticks default values');
    });
    const ticks = async () =>
      (await database.query<{ n: number }>('select count(*)::int as n from job_test_ticks'))[0].n;
    const end = Date.now() + 5000;
    while ((await ticks()) < 3 && Date.now() < end) await sleep(10);
    await r.stop();
    expect(await ticks()).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  it('never runs two ticks of one job at once in a process, and "ask now" during a tick says it did not run', async () => {
    const { r } = runner();
    const { s, work } = watchedJob(60);
    r.every('slow', 5, work);
    await until(() => s.inProgress);
    expect(await r.runOnce('slow', work)).toBe(false);
    await until(() => s.runs >= 3);
    await r.stop();
    expect(s.overlaps).toBe(0);
  });

  it("runs once on demand, and hands the work's error to the caller", async () => {
    const { r, errors } = runner();
    let ran = 0;
    expect(await r.runOnce('now', async () => void ran++)).toBe(true);
    expect(ran).toBe(1);
    await expect(r.runOnce('now', async () => Promise.reject(new Error('provider down')))).rejects.toThrow(
      'provider down',
    );
    // The failure released the job: the next request runs it.
    expect(await r.runOnce('now', async () => void ran++)).toBe(true);
    expect(ran).toBe(2);
    expect(errors).toEqual([]);
  });

  it("logs a failing tick with the job's name and goes on ticking", async () => {
    const { r, errors } = runner();
    let calls = 0;
    r.every('flaky', 10, async () => {
      calls++;
      if (calls === 1) throw new Error('first tick fails');
    });
    await until(() => calls >= 3);
    await r.stop();
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe('job flaky failed');
    expect(errors[0].obj.job).toBe('flaky');
    expect((errors[0].obj.err as Error).message).toBe('first tick fails');
  });

  it('stop() waits for the tick under way and no tick starts after it', async () => {
    const { r } = runner();
    let started = 0;
    let finished = 0;
    r.every('long', 10, async () => {
      started++;
      await sleep(150);
      finished++;
    });
    await until(() => started === 1);
    await r.stop();
    expect(finished).toBe(1);
    await sleep(50);
    expect(started).toBe(1);
    await expect(r.runOnce('long', async () => {})).rejects.toThrow(/stopped/);
    expect(() => r.every('later', 10, async () => {})).toThrow(/stopped/);
  });

  it('refuses to schedule one job twice', () => {
    const { r } = runner();
    r.every('twice', 1000, async () => {});
    expect(() => r.every('twice', 1000, async () => {})).toThrow(/already scheduled/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('job runner, two servers on one PostgreSQL', () => {
  let other: Database;
  beforeAll(async () => {
    // A second pool on the same database, as a second process or machine would open it.
    const [{ name }] = await database.query<{ name: string }>('select current_database() as name');
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    other = openPostgres(u.toString(), 5);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a job held by one server is skipped by the other until it ends', async () => {
    const a = runner().r;
    const b = runner(other).r;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inA = false;
    const first = a.runOnce('held', async () => {
      inA = true;
      await held;
    });
    await until(() => inA);
    let ranOnB = 0;
    expect(await b.runOnce('held', async () => void ranOnB++)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await b.runOnce('held', async () => void ranOnB++)).toBe(true);
    expect(ranOnB).toBe(1);
  });

  it('two runners ticking one job every 20 ms for a second never run it at the same time, and run it often', async () => {
    const a = runner();
    const b = runner(other);
    const { s, work } = watchedJob(15);
    const byRunner = { a: 0, b: 0 };
    a.r.every('shared', 20, async () => {
      await work();
      byRunner.a++;
    });
    b.r.every('shared', 20, async () => {
      await work();
      byRunner.b++;
    });
    await sleep(1000);
    await Promise.all([a.r.stop(), b.r.stop()]);
    expect(s.overlaps).toBe(0);
    expect(s.runs).toBeGreaterThanOrEqual(5);
    expect(byRunner.a + byRunner.b).toBe(s.runs);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });
});
