import {
  emptyApplication,
  PAN_WORKFLOW,
  type ApplicationDetail,
  type ApplicationFile,
} from '../../contract/nsdl-pan/index';
import { movesFrom, type AllowedAction, type Side } from '../../contract/requests';

const own = (action: string, label: string): AllowedAction => ({
  action,
  label,
  remark: 'none',
  danger: false,
  input: null,
});

/**
 * What the server allows a reader to do with an application in a state: the workflow's moves for the
 * side and NSDL PAN's own actions, as server/modules/nsdl-pan/workflow.ts and application-detail.ts
 * compute them (a rejected application is reapplied once).
 */
export function panActions(d: Pick<ApplicationDetail, 'state' | 'reappliedAs'>, side: Side): AllowedAction[] {
  return [...movesFrom(PAN_WORKFLOW, d.state, side), ...ownActions(d, side)];
}

function ownActions(d: Pick<ApplicationDetail, 'state' | 'reappliedAs'>, side: Side): AllowedAction[] {
  if (side === 'backend')
    return ['draft', 'waiting', 'verified', 'tin_resubmitted'].includes(d.state)
      ? [own('crop', 'Crop photo and signature')]
      : [];
  if (d.state === 'draft')
    return [own('edit', 'Edit'), own('upload', 'Upload documents'), own('crop', 'Crop photo and signature')];
  if (d.state === 'tin_rejected') return [own('upload', 'Upload corrected documents')];
  if (d.state === 'rejected' && !d.reappliedAs) return [own('reapply', 'Reapply')];
  return [];
}

/**
 * Test data: an application as the server answers it (a draft with nothing uploaded unless told), with
 * the actions its state allows the given side unless they are told too.
 */
export function panDetail(over: Partial<ApplicationDetail> = {}, side: Side = 'merchant'): ApplicationDetail {
  const data = { ...emptyApplication(), title: 'Shri', firstName: 'Ravi', lastName: 'Kumar', mobile: '9876543210' };
  const d: ApplicationDetail = {
    id: 5,
    tokenNo: 'PT2611000005',
    category: 'individual',
    appType: 'N',
    state: 'draft',
    stateLabel: 'Incomplete',
    name: 'Ravi Kumar',
    data,
    ackNo: null,
    amount: 107,
    merchant: { code: 'M0001', name: 'Ravi Digital Seva' },
    createdBy: 'Ravi',
    createdAt: '2026-11-20T05:00:00.000Z',
    submittedAt: null,
    remark: null,
    reappliedFrom: null,
    reappliedAs: null,
    problems: [],
    missingDocuments: ['form', 'identity', 'address', 'dob'],
    files: [],
    crops: [],
    events: [
      {
        at: '2026-11-20T05:00:00.000Z',
        action: 'create',
        fromState: null,
        toState: 'draft',
        by: 'Ravi',
        byRole: 'merchant',
        remark: null,
      },
    ],
    courier: null,
    allowedActions: [],
    ...over,
  };
  return over.allowedActions ? d : { ...d, allowedActions: panActions(d, side) };
}

export const FORM_PAGE: ApplicationFile = {
  id: '0b7e4c1a-2f3d-4a5b-8c6d-7e8f9a0b1c2d',
  kind: 'form',
  name: 'form-page-1.jpg',
  mime: 'image/jpeg',
  size: 245 * 1024,
  pages: 1,
  uploadedAt: '2026-11-20T05:30:00.000Z',
};

export const ID_PROOF: ApplicationFile = {
  id: '1c8f5d2b-3e4f-4b6c-9d7e-8f9a0b1c2d3e',
  kind: 'identity',
  name: 'aadhaar.pdf',
  mime: 'application/pdf',
  size: 2 * 1024 * 1024 + 300 * 1024,
  pages: 2,
  uploadedAt: '2026-11-20T05:31:00.000Z',
};
