import { describe, expect, it } from 'vitest';
import { movesFrom, nextState, type Workflow } from '../requests';
import { COUPON_STATE_OPTIONS, COUPON_WORKFLOW, PSA_STATE_OPTIONS, PSA_WORKFLOW, isLivePsaState } from './workflow';

const actions = <S extends string, A extends string>(w: Workflow<S, A>, state: string, side: 'merchant' | 'backend') =>
  movesFrom(w, state, side).map((a) => a.action);

describe('PSA registration workflow', () => {
  it('runs draft → submitted → approved or rejected, and nothing after', () => {
    const w = PSA_WORKFLOW;
    expect(nextState(w, 'draft', 'submit')).toBe('submitted');
    expect(nextState(w, 'submitted', 'approve')).toBe('approved');
    expect(nextState(w, 'submitted', 'reject')).toBe('rejected');
    expect(nextState(w, 'draft', 'approve')).toBeNull();
    expect(nextState(w, 'approved', 'reject')).toBeNull();
    expect(nextState(w, 'rejected', 'submit')).toBeNull();
  });
  it('charges on submit and refunds on reject only', () => {
    const m = PSA_WORKFLOW.moves;
    expect([m.submit.money, m.approve.money, m.reject.money]).toEqual(['charge', null, 'refund']);
    expect(m.reject).toMatchObject({ remark: 'required', danger: true });
  });
  it('lets the shop submit and the back office decide, approval asking for the PSA id', () => {
    expect(actions(PSA_WORKFLOW, 'draft', 'merchant')).toEqual(['submit']);
    expect(actions(PSA_WORKFLOW, 'draft', 'backend')).toEqual([]);
    expect(actions(PSA_WORKFLOW, 'submitted', 'merchant')).toEqual([]);
    expect(movesFrom(PSA_WORKFLOW, 'submitted', 'backend')).toEqual([
      { action: 'approve', label: 'Approve', remark: 'optional', danger: false, input: 'psaId' },
      { action: 'reject', label: 'Reject', remark: 'required', danger: true, input: null },
    ]);
    expect(actions(PSA_WORKFLOW, 'approved', 'backend')).toEqual([]);
    expect(actions(PSA_WORKFLOW, 'rejected', 'merchant')).toEqual([]);
  });
  it('counts a submitted or approved registration as the live one', () => {
    expect(PSA_WORKFLOW.states.filter(isLivePsaState)).toEqual(['submitted', 'approved']);
  });
  it('declares the shop one list and the back office its queue oldest first', () => {
    const { merchant, backend } = PSA_WORKFLOW.lists;
    expect(Object.keys(merchant)).toEqual(['all']);
    expect(Object.keys(backend)).toEqual(['pending', 'approved', 'rejected', 'all']);
    expect(backend.pending).toMatchObject({ states: ['submitted'], oldestFirst: true });
    expect(backend.all.states).toEqual(['submitted', 'approved', 'rejected']);
    expect(Object.values(backend).filter((l) => 'oldestFirst' in l)).toHaveLength(1);
  });
  it('labels and colours every state', () => {
    expect(PSA_STATE_OPTIONS).toEqual([
      { value: 'draft', label: 'Draft' },
      { value: 'submitted', label: 'Waiting for approval' },
      { value: 'approved', label: 'Approved' },
      { value: 'rejected', label: 'Rejected' },
    ]);
    expect(PSA_WORKFLOW.stateColors).toEqual({ draft: 'gray', submitted: 'blue', approved: 'green', rejected: 'red' });
  });
});

describe('coupon request workflow', () => {
  it('runs draft → requested → allotted or rejected', () => {
    const w = COUPON_WORKFLOW;
    expect(nextState(w, 'draft', 'request')).toBe('requested');
    expect(nextState(w, 'requested', 'allot')).toBe('allotted');
    expect(nextState(w, 'requested', 'reject')).toBe('rejected');
    expect(nextState(w, 'allotted', 'reject')).toBeNull();
    expect(nextState(w, 'allotted', 'allot')).toBeNull();
  });
  it('charges on request, gives back part of it on allotment and all of it on rejection', () => {
    const m = COUPON_WORKFLOW.moves;
    expect([m.request.money, m.allot.money, m.reject.money]).toEqual(['charge', 'refund_part', 'refund']);
    expect(m.request.label).toBe('Request coupons');
  });
  it('leaves allotment to the screen that asks for the order reference and the number', () => {
    expect(actions(COUPON_WORKFLOW, 'draft', 'merchant')).toEqual(['request']);
    expect(actions(COUPON_WORKFLOW, 'requested', 'merchant')).toEqual([]);
    expect(movesFrom(COUPON_WORKFLOW, 'requested', 'backend').map((a) => [a.action, a.input, a.remark])).toEqual([
      ['allot', 'allotment', 'optional'],
      ['reject', null, 'required'],
    ]);
  });
  it('declares the lists of both sides', () => {
    const { merchant, backend } = COUPON_WORKFLOW.lists;
    expect(Object.keys(merchant)).toEqual(['all']);
    expect(Object.keys(backend)).toEqual(['pending', 'allotted', 'rejected', 'all']);
    expect(backend.pending).toMatchObject({ states: ['requested'], oldestFirst: true });
    expect(Object.values(backend).some((l) => (l.states as readonly string[]).includes('draft'))).toBe(false);
    expect(COUPON_STATE_OPTIONS.map((o) => o.label)).toEqual(['Draft', 'Requested', 'Allotted', 'Rejected']);
  });
});
