import { describe, expect, it } from 'vitest';
import { PAN_LISTS } from '../../../contract/nsdl-pan';
import { firstView, type ColumnDef } from '../../../contract/table';
import { GST_SERVICES } from '../gst/services';
import { PAPERLESS_SERVICE } from '../nsdl-paperless/services';
import { panListColumns } from '../pan/PanApplicationList';
import { COUPON_SERVICE, PSA_SERVICE } from '../uti/services';
import { listColumns } from './RequestListPage';
import type { Area, RequestService } from './service';

// docs/decisions/0072: a list's first view holds the column it is for. Which columns fit 1366 px is measured
// in e2e/wide-lists.spec.ts; this checks, for every workflow list, that what it is for is among them.

const AREAS: readonly Area[] = ['merchant', 'backend'];
const SERVICES: readonly RequestService[] = [
  PSA_SERVICE,
  COUPON_SERVICE,
  PAPERLESS_SERVICE,
  GST_SERVICES.registration,
  GST_SERVICES.filing,
];

type Shown = { area: Area; states: readonly string[]; columns: () => readonly ColumnDef[] };
const LISTS: Record<string, Shown> = {};
for (const s of SERVICES)
  for (const area of AREAS)
    for (const [name, decl] of Object.entries(s.workflow.lists[area]))
      LISTS[`${s.key} ${area} ${name}`] = { area, states: decl.states, columns: () => listColumns(s, area, name) };
for (const area of AREAS)
  for (const [name, decl] of Object.entries(PAN_LISTS[area]))
    LISTS[`nsdl-pan ${area} ${name}`] = { area, states: decl.states, columns: () => panListColumns(area, name) };

const shown = (list: Shown) =>
  list
    .columns()
    .filter((c) => !c.hidden)
    .map((c) => c.field);

/** Lists read for their result: what was issued, allotted or acknowledged (and, for a shop's coupons, the charge). */
const RESULTS: Record<string, readonly string[]> = {
  'uti-psa merchant all': ['result'],
  'uti-psa backend approved': ['result'],
  'uti-coupon merchant all': ['allotted', 'result', 'amount'],
  'uti-coupon backend allotted': ['allotted', 'result'],
  'nsdl-paperless merchant all': ['result'],
  'nsdl-paperless merchant acknowledged': ['result'],
  'nsdl-paperless backend acknowledged': ['result'],
  'gst-registration merchant completed': ['result', 'result2'],
  'gst-registration backend completed': ['result', 'result2'],
  'gst-filing merchant completed': ['result'],
  'gst-filing backend completed': ['result'],
  'nsdl-pan merchant ack': ['ack_no'],
  'nsdl-pan backend ack': ['ack_no'],
};

const REFUSED = ['rejected', 'cancelled', 'tin_rejected', 'tin_resubmitted', 'query_raised', 'failed'];

describe('first views of the workflow lists', () => {
  it('knows every list, and each list’s own choice names only columns it has', () => {
    expect(Object.keys(LISTS).length).toBe(52);
    for (const list of Object.values(LISTS)) expect(shown(list).length).toBeGreaterThan(2);
    expect(Object.keys(RESULTS).filter((k) => !LISTS[k])).toEqual([]);
  });

  it('shows the merchant code on every back-office list: the office works by shop', () => {
    const without = Object.entries(LISTS)
      .filter(([, l]) => l.area === 'backend' && !shown(l).includes('merchant_code'))
      .map(([k]) => k);
    expect(without).toEqual([]);
  });

  it('shows the result on a list of finished requests', () => {
    for (const [key, fields] of Object.entries(RESULTS))
      expect({ key, missing: fields.filter((f) => !shown(LISTS[key]).includes(f)) }).toEqual({ key, missing: [] });
  });

  it('shows the reason (or the question) on a list of refused, failed or queried requests', () => {
    const refused = Object.entries(LISTS).filter(([, l]) => l.states.every((s) => REFUSED.includes(s)));
    expect(refused.length).toBe(15);
    const without = refused.filter(([, l]) => !shown(l).includes('remark')).map(([k]) => k);
    expect(without).toEqual([]);
  });
});

describe('firstView', () => {
  const columns: ColumnDef[] = [
    { field: 'a', label: 'A', type: 'text' },
    { field: 'b', label: 'B', type: 'text', hidden: true },
    { field: 'c', label: 'C', type: 'text' },
  ];

  it('shows exactly the fields named, whatever the columns’ own defaults', () => {
    expect(firstView(columns, ['b', 'c']).map((c) => [c.field, c.hidden])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(firstView(columns, undefined)).toBe(columns);
  });

  it('refuses a field the list does not have', () => {
    expect(() => firstView(columns, ['a', 'merchant_code'])).toThrow('No column merchant_code to show first');
  });
});
