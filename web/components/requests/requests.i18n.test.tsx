import { textId } from '../../../contract/i18n/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GstRequestDetail } from '../../../contract/gst';
import { i18n, setLocale } from '../../i18n';
import { stubServer } from '../../test/fetch-stub';
import { registrationDetail } from '../../test/gst-detail';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signedInEachTest } from '../../test/request-detail';
import { GST_SERVICES } from '../gst/services';
import { renderAt } from '../../test/data-table';
import { DecisionBar, DecisionCard } from './DecisionBar';
import { MerchantRequestPage } from './MerchantRequestPage';
import { notPseudo as notPseudoIn } from '../../test/pseudo';

const S = GST_SERVICES.registration;
const REQ = `/api${S.api.merchant}/7`;
const PAGE = '/merchant/request';

function render() {
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
            documentRows={() => []}
            documentsSection={() => 'documents'}
            next={{}}
          />
        ),
      },
    ],
    PAGE,
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });
afterEach(async () => {
  await setLocale('en');
});

describe('a request’s page in Hindi (decision 0075)', () => {
  it('speaks Hindi: the submit panel, the price, the balance, the documents and the history', async () => {
    await setLocale('hi');
    render();
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByRole('heading', { name: 'सबमिट करने के लिए तैयार?' })).toBeInTheDocument();
    expect(within(panel).getByText('जानकारी')).toBeInTheDocument();
    expect(within(panel).getByText('कीमत')).toBeInTheDocument();
    expect(within(panel).getByText('आपका बैलेंस')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'दस्तावेज़ देखें या बदलें' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'रिक्वेस्ट सबमिट करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'जाँचें और सबमिट करें' })).toBeInTheDocument();
    expect(screen.getByTestId('files-merchant')).toHaveTextContent('आपके दस्तावेज़');
    expect(screen.getByRole('heading', { name: 'इतिहास' })).toBeInTheDocument();
    expect(screen.getByTestId('timeline')).toHaveTextContent('20-नव॰-2026 10:30');
    await setLocale('en');
    expect(await screen.findByRole('heading', { name: 'Ready to submit?' })).toBeInTheDocument();
  });
});

describe('the back office’s decision in Hindi', () => {
  it('asks for a reason and confirms a danger move in Hindi, the workflow’s own words too', async () => {
    await setLocale('hi');
    // The server sends the move's label in English (the contract's words); the screen says it in Hindi.
    const rejectHi = i18n._(textId('Reject'));
    expect(rejectHi).toBe('नामंज़ूर करें');
    const reject = { action: 'reject', label: 'Reject', remark: 'required', danger: true, input: null } as const;
    renderAt(
      <DecisionCard busy={false} error={null} onCloseError={() => {}}>
        <DecisionBar actions={[reject]} submitting={false} onMove={() => {}} />
      </DecisionCard>,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'फ़ैसला' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: rejectHi });
    await userEvent.click(within(form).getByRole('button', { name: rejectHi }));
    expect(within(form).getByText('ज़रूरी है')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/वजह/), 'धुंधली फ़ोटो');
    await userEvent.click(within(form).getByRole('button', { name: rejectHi }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('इसे फिर बदला नहीं जा सकता।');
    expect(within(dialog).getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^हाँ, नामंज़ूर करें$/i })).toBeInTheDocument();
  });
});

// What is data, not the page's own words: the service, reference numbers, money, dates, the workflow's words.
const isData = (text: string) => /^[\d\s,.:₹/()–·-]*$/.test(text);

const notPseudo = (root: HTMLElement, data: Set<string>) => notPseudoIn(root, (text) => data.has(text) || isData(text));

describe('a request’s page in pseudo-English', () => {
  it('takes every word of the submit panel from the catalogue', async () => {
    await setLocale('en-XA');
    render();
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByRole('heading', { name: /^\[Ŕéàđý ţö šûƀɱîţ/ })).toBeInTheDocument();
    // The privacy notice is another namespace's (the privacy screens'), checked with them.
    const privacy = panel.querySelector('[data-testid="privacy-notice"]');
    privacy?.remove();
    expect(notPseudo(panel, new Set())).toEqual([]);
  });

  it('and every word of the page around it: title, documents, history', async () => {
    await setLocale('en-XA');
    render();
    await screen.findByTestId('submit-panel');
    screen.getByTestId('privacy-notice').remove();
    // The data: the service, the caller's way back, the number, the workflow's words (contract/), who, when.
    const data = new Set(['GST', 'Back', 'GR0000000007', 'Draft started', '·', '· Draft', 'M0001 (Ravi)']);
    expect(notPseudo(document.body, data).filter((text) => !/^\d\d-Nov-\d{4} \d\d:\d\d$/.test(text))).toEqual([]);
  });
});
