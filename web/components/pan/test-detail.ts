import { emptyApplication, type ApplicationDetail, type ApplicationFile } from '../../../contract/nsdl-pan';

/** Test data: an application as the server answers it (a draft with nothing uploaded unless told). */
export function panDetail(over: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const data = { ...emptyApplication(), title: 'Shri', firstName: 'Ravi', lastName: 'Kumar', mobile: '9876543210' };
  return {
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
    events: [{ at: '2026-11-20T05:00:00.000Z', action: 'create', fromState: null, toState: 'draft', by: 'Ravi', byRole: 'merchant', remark: null }],
    courier: null,
    ...over,
  };
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
