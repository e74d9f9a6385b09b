import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GstRequestDetail } from '../../../contract/gst';
import { stubServer } from '../../test/fetch-stub';
import { registrationDetail } from '../../test/gst-detail';
import { agreeToPrivacyNotice } from '../../test/privacy';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signedInEachTest } from '../../test/request-detail';
import { GST_SERVICES } from '../gst/services';
import { MerchantRequestPage, type MerchantRequestParts } from './MerchantRequestPage';

const S = GST_SERVICES.registration;
const REQ = `/api${S.api.merchant}/7`;
const PAGE = '/merchant/request';

function render(documents: Partial<MerchantRequestParts<GstRequestDetail>>) {
  stubServer((url) => {
    if (url === REQ) return jsonResponse(registrationDetail());
    if (url === '/api/merchant/accounting/closing') return jsonResponse(5000);
    return undefined;
  });
  renderRoutes(
    [
      {
        path: PAGE,
        element: (
          <MerchantRequestPage<GstRequestDetail>
            service={S}
            id={7}
            back={{ to: '/merchant', label: 'Back' }}
            header={(d) => <h2>{d.refNo}</h2>}
            summary={() => null}
            next={{}}
            {...documents}
          />
        ),
      },
    ],
    PAGE,
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('a draft’s page, with and without documents', () => {
  it('checks the documents before submit and links to them when the service takes documents', async () => {
    render({ documentRows: () => [], documentsSection: () => 'documents' });
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByText('Documents')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See or replace the documents' })).toHaveAttribute(
      'href',
      expect.stringContaining('#section-documents'),
    );
    expect(screen.getByTestId('files-merchant')).toHaveTextContent('Your documents');
  });

  it('shows no documents check, link or card for a service without documents, and still asks the consent', async () => {
    render({});
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByText('Details')).toBeInTheDocument();
    expect(within(panel).queryByText('Documents')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /documents/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('files-merchant')).not.toBeInTheDocument();
    await agreeToPrivacyNotice();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Submit request' })).toBeEnabled());
  });
});
