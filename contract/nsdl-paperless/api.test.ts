import { describe, expect, it } from 'vitest';
import { REQUEST_COLUMNS } from '../requests';
import {
  PAPERLESS_COLUMNS,
  PaperlessDashboard,
  PaperlessDetail,
  PaperlessSummary,
  SavePaperless,
  failureOf,
} from './api';
import { emptyPaperless } from './form';

const detail = {
  id: 7,
  refNo: 'NPL000007',
  state: 'failed',
  stateLabel: 'Failed',
  name: 'Ramesh Kumar',
  subject: '',
  kind: 'N',
  period: '',
  quantity: 1,
  amount: 107,
  merchant: { code: 'M0001', name: 'Shop' },
  createdAt: '2026-11-24T06:00:00.000Z',
  submittedAt: '2026-11-24T06:01:00.000Z',
  updatedAt: '2026-11-24T06:20:00.000Z',
  dated: '2026-11-24',
  remark: 'Wrong OTP entered',
  result: null,
  result2: null,
  problems: [],
  missingDocuments: [],
  files: [],
  events: [],
  allowedActions: [],
  service: 'nsdl-paperless',
  data: emptyPaperless(),
  ackNo: null,
  provider: {
    status: 'failure',
    code: 'EKYC009',
    message: 'Invalid OTP',
    refunded: true,
    checkedAt: '2026-11-24T06:20:00.000Z',
  },
  failure: { code: 'EKYC009', title: 'Wrong OTP entered', whatToDo: 'x', known: true },
  canResume: false,
};

describe('paperless API shapes', () => {
  it("reads a detail answer with the provider's last word, and refuses another service's", () => {
    expect(PaperlessDetail.parse(detail)).toEqual(detail);
    expect(PaperlessDetail.safeParse({ ...detail, service: 'uti-psa' }).success).toBe(false);
    expect(PaperlessDetail.safeParse({ ...detail, provider: { ...detail.provider, status: 'done' } }).success).toBe(
      false,
    );
  });
  it('explains only a failure', () => {
    expect(failureOf({ status: 'failure', code: 'ESP-944', message: 'User cancelled' })).toMatchObject({
      code: 'ESP-944',
      known: true,
    });
    expect(failureOf({ status: 'failure', code: 'Z9', message: 'Service down' })).toMatchObject({
      title: 'Service down',
      known: false,
    });
    expect(failureOf({ status: 'pending', code: null, message: null })).toBeNull();
    expect(failureOf({ status: null, code: null, message: null })).toBeNull();
  });
  it("saves a draft body with the form's defaults", () => {
    expect(SavePaperless.parse({ data: { appType: 'C' } }).data).toEqual(emptyPaperless('C'));
  });
  it('lists with the shared columns and its own, the ack number in result', () => {
    const fields = PAPERLESS_COLUMNS.map((c) => c.field);
    expect(fields).toEqual([
      'ref_no',
      'dated',
      'kind',
      'name',
      'subject',
      'state',
      'result',
      'provider_message',
      'checked_at',
      'merchant_code',
      'merchant_name',
      'amount',
      'remark',
      'updated_at',
    ]);
    expect(PAPERLESS_COLUMNS[0]).toBe(REQUEST_COLUMNS.ref_no);
    expect(PAPERLESS_COLUMNS.find((c) => c.field === 'result')?.label).toBe('Ack No');
  });
  it('counts per state for the dashboard', () => {
    const run = {
      startedAt: '2026-11-24T06:00:00.000Z',
      finishedAt: '2026-11-24T06:00:02.000Z',
      outcome: 'done',
      summary: { checked: 4, acknowledged: 1 },
      error: null,
    };
    expect(
      PaperlessDashboard.parse({
        counts: { with_provider: 3, failed: 1 },
        stuck: 1,
        acknowledgedToday: 2,
        lastRun: run,
        provider: 'sandbox',
      }).stuck,
    ).toBe(1);
    expect(
      PaperlessDashboard.parse({ counts: {}, stuck: 0, acknowledgedToday: 0, lastRun: null, provider: null }).lastRun,
    ).toBeNull();
    expect(
      PaperlessDashboard.safeParse({
        counts: { failed: 1.5 },
        stuck: 0,
        acknowledgedToday: 0,
        lastRun: null,
        provider: null,
      }).success,
    ).toBe(false);
    expect(
      PaperlessDashboard.safeParse({ counts: {}, stuck: 0, acknowledgedToday: 0, lastRun: null, provider: 'nsdl' })
        .success,
    ).toBe(false);
  });
  it('gives the shop its counts, prices in rupees and whether paperless is set up', () => {
    const s = PaperlessSummary.parse({
      counts: { draft: 1 },
      prices: { N: 107, C: null },
      available: true,
      sandbox: true,
    });
    expect(s.prices).toEqual({ N: 107, C: null });
    expect(
      PaperlessSummary.safeParse({ counts: {}, prices: { N: 107 }, available: true, sandbox: false }).success,
    ).toBe(false);
  });
});
