import { describe, expect, it } from 'vitest';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import { requestApiTest } from '../../test/requests';
import { BF, FILING_PRICE, MF, gstinFor, gstr3b, readyFiling } from '../../test/gst';

/* A shop files a GSTIN's return for a period once: a second request for it is refused before any charge. */

const api = requestApiTest();

describe('one filing of a return per GSTIN and period', () => {
  it('refuses a second request for a return while the first is with the back office, and takes it once that is rejected', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const data = gstr3b({ gstin: gstinFor('AAPFU0939F') });
    const first = await readyFiling(api.t, m.headers, data);
    expect((await api.inject('POST', `${MF}/${first}/submit`, m.headers)).statusCode).toBe(200);

    const second = await readyFiling(api.t, m.headers, data);
    const refused = await api.inject('POST', `${MF}/${second}/submit`, m.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^GSTR-3B for .* of GSTIN 27AAPFU0939F\w{3} is already requested: GF\d{10} \(submitted\)\. Nothing was charged\.$/,
    );
    expect(await balanceOf(api.t, m.id)).toBe(2000 - FILING_PRICE);
    expect((await api.inject('GET', `${MF}/${second}`, m.headers)).json().state).toBe('draft');

    // The same return of another period is a different filing.
    const other = await readyFiling(api.t, m.headers, { ...data, period: '2026-08' });
    expect((await api.inject('POST', `${MF}/${other}/submit`, m.headers)).statusCode).toBe(200);

    // Rejected by the back office (refunded): the return may be requested again.
    expect(
      (await api.inject('POST', `${BF}/${first}/reject`, api.staff.headers, { remark: 'Wrong period chosen' }))
        .statusCode,
    ).toBe(200);
    expect((await api.inject('POST', `${MF}/${second}/submit`, m.headers)).statusCode).toBe(200);
  });

  it('charges one of two drafts of the same return submitted at the same moment', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const data = gstr3b({ gstin: gstinFor('AAACR5055K') });
    const ids = [await readyFiling(api.t, m.headers, data), await readyFiling(api.t, m.headers, data)];
    const results = await Promise.all(ids.map((id) => api.inject('POST', `${MF}/${id}/submit`, m.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(api.t, m.id)).toBe(2000 - FILING_PRICE);
  });

  it('lets two shops file the same return (each for its own customer), each charged once', async () => {
    const a = await readyMerchant(api.t, { balance: 1000 });
    const b = await readyMerchant(api.t, { balance: 1000 });
    const data = gstr3b({ gstin: gstinFor('AABCT3518Q') });
    for (const m of [a, b]) {
      const id = await readyFiling(api.t, m.headers, data);
      expect((await api.inject('POST', `${MF}/${id}/submit`, m.headers)).statusCode).toBe(200);
      expect(await balanceOf(api.t, m.id)).toBe(1000 - FILING_PRICE);
    }
  });
});
