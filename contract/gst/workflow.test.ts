import { describe, expect, it } from 'vitest';
import { movesFrom, nextState } from '../requests';
import { GST_FILING_COLUMNS, GST_REGISTRATION_COLUMNS, GstRequestDetail, GstinBody, ArnBody, arnProblem } from './api';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW, GST_STATES } from './workflow';

describe('GST workflows', () => {
  it('runs draft → submitted → in process ⇄ query raised → completed for both', () => {
    for (const w of [GST_REGISTRATION_WORKFLOW, GST_FILING_WORKFLOW]) {
      const path: [string, string, string][] = [
        ['draft', 'submit', 'submitted'],
        ['submitted', 'pick_up', 'in_process'],
        ['in_process', 'raise_query', 'query_raised'],
        ['query_raised', 'answer', 'in_process'],
        ['in_process', 'complete', 'completed'],
      ];
      for (const [from, action, to] of path) expect(nextState(w, from, action as never), `${w.key} ${action}`).toBe(to);
      expect(nextState(w, 'draft', 'complete' as never)).toBeNull();
      expect(nextState(w, 'completed', 'reject' as never)).toBeNull();
    }
  });
  it('charges on submit, refunds on reject, from every state before completion', () => {
    const m = GST_FILING_WORKFLOW.moves;
    expect(m.submit.money).toBe('charge');
    expect(m.reject).toMatchObject({
      money: 'refund',
      remark: 'required',
      danger: true,
      from: ['submitted', 'in_process', 'query_raised'],
    });
    expect(
      Object.values(m)
        .filter((x) => x.money)
        .map((x) => x.money),
    ).toEqual(['charge', 'refund']);
  });
  it('lets each side make only its own moves', () => {
    const actions = (state: string, side: 'merchant' | 'backend') =>
      movesFrom(GST_REGISTRATION_WORKFLOW, state, side).map((a) => a.action);
    expect(actions('draft', 'merchant')).toEqual(['submit']);
    expect(actions('draft', 'backend')).toEqual([]);
    expect(actions('submitted', 'backend')).toEqual(['pick_up', 'reject']);
    expect(actions('in_process', 'backend')).toEqual(['raise_query', 'complete', 'reject']);
    expect(actions('in_process', 'merchant')).toEqual([]);
    expect(actions('query_raised', 'merchant')).toEqual(['answer']);
    expect(actions('completed', 'backend')).toEqual(['record_gstin']);
    expect(movesFrom(GST_FILING_WORKFLOW, 'completed', 'backend')).toEqual([]);
    expect(movesFrom(GST_REGISTRATION_WORKFLOW, 'in_process', 'backend').find((a) => a.action === 'complete')).toEqual({
      action: 'complete',
      label: 'Complete',
      remark: 'optional',
      danger: false,
      input: 'arn',
    });
  });
  it('declares the lists of both sides, back office queues oldest first, drafts only for the merchant', () => {
    const w = GST_FILING_WORKFLOW;
    expect(Object.keys(w.lists.merchant)).toEqual(['drafts', 'all', 'queries', 'completed', 'rejected']);
    expect(Object.keys(w.lists.backend)).toEqual(['new', 'in-process', 'queries', 'completed', 'rejected', 'all']);
    expect(w.lists.backend.new).toMatchObject({ states: ['submitted'], oldestFirst: true });
    expect(w.lists.backend['in-process']).toMatchObject({ states: ['in_process'], oldestFirst: true });
    expect(w.lists.merchant.all.states).toEqual(GST_STATES.filter((s) => s !== 'draft'));
    expect(Object.values(w.lists.backend).some((l) => (l.states as readonly string[]).includes('draft'))).toBe(false);
  });
});

describe('ARN', () => {
  it('accepts 2 letters, a state code, MMYY, 6 digits and a check character', () => {
    expect(arnProblem('AA2710260123456')).toBeNull();
    expect(arnProblem('aa070618000000Z')).toBeNull();
    expect(ArnBody.parse({ arn: ' aa2710260123456 ' }).arn).toBe('AA2710260123456');
  });
  it('refuses other shapes', () => {
    expect(arnProblem('AA271026012345')).toBe('The ARN is 15 letters and digits, like AA2710260123456');
    expect(arnProblem('272710260123456')).toMatch(/^The ARN is 2 letters/);
    expect(arnProblem('AA2713260123456')).toMatch(/month and year/);
    expect(arnProblem('AA4510260123456')).toMatch(/state code, 01 to 38 \(this one has 45\)/);
    expect(ArnBody.safeParse({ arn: 'AA27102601234' }).success).toBe(false);
  });
  it('GstinBody checks the GSTIN', () => {
    expect(GstinBody.parse({ gstin: '27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
    const r = GstinBody.safeParse({ gstin: '27AAPFU0939F1ZW' });
    expect(r.success ? null : r.error.issues[0].message).toMatch(/check character/);
  });
});

describe('answers', () => {
  it('list columns are the shared request columns', () => {
    const shared = [
      'ref_no',
      'dated',
      'name',
      'subject',
      'kind',
      'period',
      'state',
      'merchant_code',
      'merchant_name',
      'amount',
      'result',
      'result2',
      'remark',
      'updated_at',
    ];
    for (const c of [...GST_REGISTRATION_COLUMNS, ...GST_FILING_COLUMNS]) expect(shared).toContain(c.field);
    expect(GST_FILING_COLUMNS.find((c) => c.field === 'kind')?.options?.map((o) => o.value)).toEqual([
      'GSTR-1',
      'GSTR-3B',
      'CMP-08',
      'GSTR-4',
      'GSTR-9',
    ]);
  });
  it('a detail carries the data of its own service', () => {
    const base = {
      id: 1,
      refNo: 'GF0000000001',
      state: 'draft',
      stateLabel: 'Draft',
      name: '',
      subject: '',
      kind: 'GSTR-1',
      period: '2026-10',
      quantity: 1,
      amount: 50,
      merchant: { code: 'PM1001', name: 'Shop' },
      createdAt: '2026-11-05T10:00:00+05:30',
      submittedAt: null,
      updatedAt: '2026-11-05T10:00:00+05:30',
      dated: '2026-11-05',
      remark: null,
      result: null,
      result2: null,
      problems: [],
      missingDocuments: [],
      files: [],
      events: [],
      allowedActions: [],
    };
    const filing = GstRequestDetail.parse({
      ...base,
      service: 'gst-filing',
      data: { returnType: 'GSTR-1', period: '2026-10' },
    });
    expect(filing.service === 'gst-filing' && filing.data.returnType).toBe('GSTR-1');
    const reg = GstRequestDetail.parse({
      ...base,
      service: 'gst-registration',
      data: { constitution: 'huf', returnType: 'GSTR-1' },
    });
    expect(reg.data).not.toHaveProperty('returnType');
  });
});
