import { describe, expect, it } from 'vitest';
import { REPORTS_API } from '../../../contract/reports';
import { BF, MF, gstr3b, readyFiling } from '../../test/gst';
import { B, M, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { requestApiTest } from '../../test/requests';
import { multipartFile } from '../../test/multipart';
import { signedIn } from '../../test/app';
import { BACKLOG_API } from '../../../contract/lists/backlog';

/*
 * The shop's dashboard reads the counts the triggers keep per shop (migration 0029, decision 0074). After a series of
 * moves through the API and the writes no route makes (a draft deleted, many rows moved in one statement), the kept
 * counts must equal a fresh count(*) of the requests, and the dashboard's figures must follow them.
 */

const api = requestApiTest();
const { inject } = api;
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.t.database.query<T>(text, params);

/** Rows as "merchant/kind/state=n", zero counts left out, sorted: a kept table and a fresh count compare as text. */
const keyed = (rows: Record<string, unknown>[]) =>
  rows
    .filter((r) => Number(r.n) !== 0)
    .map((r) => `${r.merchant_id}/${r.kind}/${r.state}=${Number(r.n)}`)
    .sort();

async function expectKeptEqualsFresh() {
  const kept = await q(`select merchant_id, 'pan' as kind, state, n from pan_merchant_state_counts
    union all select merchant_id, service, state, n from service_request_merchant_counts`);
  const fresh = await q(`select merchant_id, 'pan' as kind, state, count(*) as n from pan_applications group by 1, 2, 3
    union all select merchant_id, service, state, count(*) from service_requests group by 1, 2, 3`);
  expect(keyed(kept)).toEqual(keyed(fresh));
  return keyed(fresh);
}

/** Deletes a draft with its history and files, as an erasure would: no route deletes one. */
async function deleteDraft(table: 'service_requests' | 'pan_applications', id: number) {
  const children =
    table === 'service_requests'
      ? ['service_request_events', 'service_request_files'].map((c) => `delete from ${c} where request_id = $1`)
      : ['pan_application_events', 'pan_application_crops', 'pan_application_files'].map(
          (c) => `delete from ${c} where application_id = $1`,
        );
  for (const statement of children) await q(statement, [id]);
  await q(`delete from ${table} where id = $1 and state = 'draft'`, [id]);
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

const card = async (headers: Record<string, string>, service: string) => {
  const res = await inject('GET', REPORTS_API.merchantDashboard, headers);
  expect(res.statusCode, res.body).toBe(200);
  const cards = res.json().services as { service: string; figures: { figure: string; n: number }[] }[];
  return Object.fromEntries(cards.find((c) => c.service === service)!.figures.map((f) => [f.figure, f.n]));
};

describe('the counts kept per shop for its dashboard', () => {
  it('equal a fresh count after submits, moves, a rejection, a deleted draft and a bulk move', async () => {
    const staff = api.staff.headers;
    const a = await readyMerchant(api.t, { balance: 5000 });
    const b = await readyMerchant(api.t, { balance: 5000 });

    // GST filings through the engine: drafts, a submit (charged), the back office's moves, a rejection (refunded).
    const periods = ['2026-01', '2026-02', '2026-03', '2026-04'];
    const [f1, f2, f3, f4] = await Promise.all(
      periods.map((period) => readyFiling(api.t, a.headers, gstr3b({ period }))),
    );
    await readyFiling(api.t, b.headers, gstr3b({ period: '2026-01' }));
    for (const id of [f1, f2, f3]) await ok(inject('POST', `${MF}/${id}/submit`, a.headers));
    await ok(inject('POST', `${BF}/${f1}/pick_up`, staff, {}));
    await ok(inject('POST', `${BF}/${f1}/raise_query`, staff, { remark: 'Which invoices are missing?' }));
    await ok(inject('POST', `${BF}/${f2}/reject`, staff, { remark: 'Wrong period chosen' }));
    await expectKeptEqualsFresh();
    expect(await card(a.headers, 'gst')).toEqual({ drafts: 1, withOffice: 1, yourTurn: 1, finished: 1 });

    await ok(inject('POST', `${MF}/${f1}/answer`, a.headers, { remark: 'All are there now' }));
    await ok(inject('POST', `${BF}/${f3}/pick_up`, staff, {}));
    // A draft deleted, which no route does.
    await deleteDraft('service_requests', f4);
    await expectKeptEqualsFresh();
    expect(await card(a.headers, 'gst')).toEqual({ drafts: 0, withOffice: 2, yourTurn: 0, finished: 1 });

    // NSDL PAN physical applications: a draft, a submit, verification and a rejection, then a draft deleted.
    const [p1, p2] = [await readyDraft(api.t, a.headers), await readyDraft(api.t, a.headers)];
    const p3 = await readyDraft(api.t, b.headers);
    await ok(inject('POST', `${M}/applications/${p1}/submit`, a.headers));
    await ok(inject('POST', `${M}/applications/${p2}/submit`, a.headers));
    await ok(inject('POST', `${B}/applications/${p1}/verify`, staff, {}));
    await ok(inject('POST', `${B}/applications/${p2}/reject`, staff, { remark: 'Photo not clear' }));
    await deleteDraft('pan_applications', p3);
    await expectKeptEqualsFresh();
    expect(await card(a.headers, 'nsdl_pan')).toEqual({ drafts: 0, withOffice: 1, yourTurn: 0, finished: 1 });

    // One statement moving rows of two shops at once, and one moving a request to another shop.
    await q(`update service_requests set state = 'rejected' where merchant_id in ($1, $2) and state <> 'completed'`, [
      a.id,
      b.id,
    ]);
    await q('update pan_applications set merchant_id = $1 where id = $2', [b.id, p1]);
    const fresh = await expectKeptEqualsFresh();
    expect(fresh).toContain(`${b.id}/gst-filing/rejected=1`);
    expect(await card(a.headers, 'gst')).toEqual({ drafts: 0, withOffice: 0, yourTurn: 0, finished: 3 });
    expect(await card(a.headers, 'nsdl_pan')).toEqual({ drafts: 0, withOffice: 0, yourTurn: 0, finished: 1 });
  });

  it('are filled in from the rows already there when the migration runs', async () => {
    const m = await readyMerchant(api.t, { balance: 5000 });
    await readyFiling(api.t, m.headers, gstr3b({ period: '2026-05' }));
    // As on a database made before migration 0029: the kept rows gone, then the migration's back-fill once more.
    await q('delete from service_request_merchant_counts');
    await q('delete from pan_merchant_state_counts');
    const migration = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../db/migrations/0029_merchant_state_counts.sql', import.meta.url), 'utf8'),
    );
    const backFill = migration.slice(migration.indexOf('-- Back-fill')).split('--> statement-breakpoint');
    for (const statement of backFill) await q(statement);
    const fresh = await expectKeptEqualsFresh();
    expect(fresh).toContain(`${m.id}/gst-filing/draft=1`);
  });

  it('keep each shop’s backlog records per status equal to a fresh count after imports, status changes and deletes', async () => {
    const admin = await signedIn(api.t, 'admin');
    const [a, b] = [await readyMerchant(api.t), await readyMerchant(api.t)];
    const codes = new Map([
      [a.code, 'a'],
      [b.code, 'b'],
    ]);
    /** Kept and fresh rows as "shop/status=n" (zero counts left out), for the two shops only: they must be equal. */
    const keptEqualsFresh = async () => {
      const asText = (rows: Record<string, unknown>[]) =>
        rows
          .filter((r) => Number(r.n) !== 0 && codes.has(String(r.memno)))
          .map((r) => `${codes.get(String(r.memno))}/${r.status}=${Number(r.n)}`)
          .sort();
      const kept = asText(await q('select memno, status, n from backlog_memno_status_counts'));
      expect(kept).toEqual(asText(await q('select memno, status, count(*) as n from backlog_records group by 1, 2')));
      return kept;
    };
    const shown = async (headers: Record<string, string>) => {
      const res = await inject('GET', REPORTS_API.merchantDashboard, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().panByStatus as { status: string; nos: number }[]).map((p) => `${p.status}=${p.nos}`);
    };
    let next = 0;
    const importRows = async (rows: [string, 'A' | 'P' | 'F'][]) => {
      const lines = rows.map(([memno, status]) => {
        const i = ++next;
        return `DC${i},15-04-2024,${887_000_000_000_000 + i},N,COUNTED ${i},${memno},${status}`;
      });
      const csv = ['transid,dated,akn_no,pan_type,name,memno,status', ...lines].join('\n');
      const mp = multipartFile('file', 'backlog.csv', csv, 'text/csv');
      const res = await api.t.app.inject({
        method: 'POST',
        url: `${BACKLOG_API.backend}/import`,
        headers: { ...admin.headers, ...mp.headers },
        payload: mp.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await importRows([
      [a.code, 'A'],
      [a.code, 'A'],
      [a.code, 'P'],
      [b.code, 'F'],
    ]);
    await importRows([
      [a.code, 'F'],
      [b.code, 'A'],
    ]);
    expect(await keptEqualsFresh()).toEqual(['a/A=2', 'a/F=1', 'a/P=1', 'b/A=1', 'b/F=1']);
    expect(await shown(a.headers)).toEqual(['A=2', 'P=1', 'F=1']);

    // A status corrected in one statement across both shops, a record moved to the other shop, one deleted.
    await q(`update backlog_records set status = 'A' where memno in ($1, $2) and status in ('P', 'F')`, [
      a.code,
      b.code,
    ]);
    await q(`update backlog_records set memno = $1 where akn_no = $2`, [b.code, String(887_000_000_000_001)]);
    await q('delete from backlog_records where akn_no = $1', [String(887_000_000_000_002)]);
    expect(await keptEqualsFresh()).toEqual(['a/A=2', 'b/A=3']);
    expect(await shown(a.headers)).toEqual(['A=2', 'P=0', 'F=0']);
    expect(await shown(b.headers)).toEqual(['A=3', 'P=0', 'F=0']);
  });

  it('are filled in for the backlog from the records already there when the migration runs', async () => {
    const m = await readyMerchant(api.t);
    await q(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       select 'BF' || i, date '2024-04-01', (886000000000000 + i)::text, 'N', 'FILLED ' || i, $1, case when i < 3 then 'P' else 'F' end
       from generate_series(1, 4) i`,
      [m.code],
    );
    await q('delete from backlog_memno_status_counts');
    const migration = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../db/migrations/0030_backlog_memno_counts.sql', import.meta.url), 'utf8'),
    );
    await q(migration.slice(migration.indexOf('-- Back-fill')));
    const kept = await q('select status, n from backlog_memno_status_counts where memno = $1 order by status', [
      m.code,
    ]);
    expect(kept.map((r) => `${r.status}=${r.n}`)).toEqual(['F=2', 'P=2']);
    expect((await q('select count(*) as n from backlog_memno_status_counts where n < 0'))[0].n).toBe(0);
  });
});
