import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/data-table';
import { PAN_LOOK } from '../pan/look';
import { FileTiles } from './Documents';
import { eventLabel } from './look';
import type { RequestDetailBase, RequestFile } from './service';

const service = {
  key: 'uti-psa',
  api: { merchant: '/merchant/product/uti/psa', backend: '/backend/actions/uti/psa' },
  documentLabel: (kind: string) => ({ pan_card: 'PAN card', certificate: 'Certificate' })[kind] ?? kind,
};

const pdf = (id: string, kind: string, side: RequestFile['side'], uploadedAt: string): RequestFile => ({
  id,
  kind,
  side,
  name: `${id}.pdf`,
  mime: 'application/pdf',
  size: 2048,
  uploadedAt,
});

const detail = (over: Partial<RequestDetailBase>): RequestDetailBase => ({
  id: 7,
  refNo: 'UP0000000007',
  state: 'approved',
  stateLabel: 'Approved',
  amount: 100,
  merchant: { code: 'M00001', name: 'Shop' },
  dated: '2026-08-01',
  submittedAt: '2026-08-01T05:00:00.000Z',
  remark: null,
  result: 'PSA123',
  files: [
    pdf('old-proof', 'pan_card', 'merchant', '2026-08-01T05:00:00.000Z'),
    pdf('certificate', 'certificate', 'backend', '2026-08-02T05:00:00.000Z'),
  ],
  events: [],
  allowedActions: [],
  ...over,
});

describe('a request whose documents retention deleted', () => {
  it('says when instead of linking them, and still shows the results and later uploads', () => {
    const d = detail({
      documentsDeletedAt: '2026-11-01T00:30:00.000Z',
      files: [...detail({}).files, pdf('correction', 'pan_card', 'merchant', '2026-11-10T05:00:00.000Z')],
    });
    renderAt(
      <>
        <FileTiles service={service} area="merchant" detail={d} title="Your documents" />
        <FileTiles service={service} area="merchant" detail={d} side="backend" title="Results" />
      </>,
      '/',
    );
    const mine = screen.getByTestId('files-merchant');
    expect(within(mine).getByTestId('documents-deleted')).toHaveTextContent(
      'Documents deleted on 01-Nov-2026 (retention).',
    );
    expect(within(mine).queryByText(/old-proof\.pdf/)).not.toBeInTheDocument();
    expect(within(mine).getByText(/correction\.pdf/)).toBeInTheDocument();
    const results = screen.getByTestId('files-backend');
    expect(within(results).getByText(/certificate\.pdf/)).toBeInTheDocument();
    expect(within(results).queryByTestId('documents-deleted')).not.toBeInTheDocument();
  });

  it('lists the documents as before while they are kept', () => {
    renderAt(<FileTiles service={service} area="merchant" detail={detail({})} title="Your documents" />, '/');
    expect(screen.getByText(/old-proof\.pdf/)).toBeInTheDocument();
    expect(screen.queryByTestId('documents-deleted')).not.toBeInTheDocument();
  });
});

describe('the history line of a retention deletion', () => {
  it('reads the same for every service', () => {
    expect(eventLabel({ stateLabels: {}, stateColors: {} }, 'documents_deleted')).toBe('Documents deleted (retention)');
    expect(eventLabel(PAN_LOOK, 'documents_deleted')).toBe('Documents deleted (retention)');
  });
});
