/**
 * NSDL PAN physical workflow (DESIGN §5, docs/decisions/0017). Pure: which moves exist, who makes them
 * and what each does to money. The service applies them with the event row and ledger posting.
 */
export const PAN_STATES = [
  'draft',
  'waiting',
  'verified',
  'rejected',
  'cancelled',
  'acknowledged',
  'tin_rejected',
  'tin_resubmitted',
  'hardcopy_sent',
  'completed',
] as const;
export type PanState = (typeof PAN_STATES)[number];

export type PanAction =
  | 'submit'
  | 'verify'
  | 'reject'
  | 'cancel'
  | 'acknowledge'
  | 'tin_reject'
  | 'tin_resubmit'
  | 'tin_verify'
  | 'tin_reject_again'
  | 'dispatch'
  | 'receive'
  | 'return';

type Move = { from: readonly PanState[]; to: PanState; by: 'merchant' | 'backend'; money: 'charge' | 'refund' | null };

export const MOVES: Record<PanAction, Move> = {
  submit: { from: ['draft'], to: 'waiting', by: 'merchant', money: 'charge' },
  verify: { from: ['waiting'], to: 'verified', by: 'backend', money: null },
  reject: { from: ['waiting', 'verified'], to: 'rejected', by: 'backend', money: 'refund' },
  cancel: { from: ['waiting', 'verified'], to: 'cancelled', by: 'backend', money: 'refund' },
  acknowledge: { from: ['verified'], to: 'acknowledged', by: 'backend', money: null },
  tin_reject: { from: ['acknowledged'], to: 'tin_rejected', by: 'backend', money: null },
  tin_resubmit: { from: ['tin_rejected'], to: 'tin_resubmitted', by: 'merchant', money: null },
  tin_verify: { from: ['tin_resubmitted'], to: 'acknowledged', by: 'backend', money: null },
  tin_reject_again: { from: ['tin_resubmitted'], to: 'tin_rejected', by: 'backend', money: null },
  dispatch: { from: ['acknowledged'], to: 'hardcopy_sent', by: 'merchant', money: null },
  receive: { from: ['hardcopy_sent'], to: 'completed', by: 'backend', money: null },
  return: { from: ['hardcopy_sent'], to: 'acknowledged', by: 'backend', money: null },
};

/** The state an action leads to from `from`, or null when the workflow has no such move. */
export function nextState(from: PanState, action: PanAction): PanState | null {
  const m = MOVES[action];
  return m.from.includes(from) ? m.to : null;
}

/** A rejected application is not reopened: reapplying copies it into a new draft. */
export const REAPPLY_FROM: readonly PanState[] = ['rejected'];
