import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n';
import { paperlessDetail } from '../../test/nsdl-paperless-detail';
import { stubServer } from '../../test/fetch-stub';
import { notPseudo } from '../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signedInEachTest } from '../../test/request-detail';
import type { PaperlessDetail } from '../../../contract/nsdl-paperless';
import { ConfirmPanel } from './ConfirmPanel';
import { ProviderWord } from './PaperlessSummary';
import { ResultPanel } from './ResultPanel';

const API = '/api/merchant/product/nsdl-pan/paperless';
const SUMMARY = { counts: {}, prices: { N: 101, C: 101 }, available: true, sandbox: true };

function renderResult(detail: PaperlessDetail) {
  stubServer(() => undefined);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ResultPanel detail={detail} resuming={false} onResume={() => {}} />
            <ProviderWord detail={detail} />
          </>
        ),
      },
    ],
    '/',
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });
afterEach(async () => {
  await setLocale('en');
});

describe('paperless in Hindi (decision 0075)', () => {
  it('an acknowledged application: the ack number, where the e-PAN goes and the slip', async () => {
    await setLocale('hi');
    renderResult(paperlessDetail({ state: 'acknowledged', stateLabel: 'Acknowledged', ackNo: '881234567890123' }));
    const card = await screen.findByTestId('result-acknowledged');
    expect(within(card).getByRole('heading', { name: 'आवेदन स्वीकार हो गया' })).toBeInTheDocument();
    expect(card).toHaveTextContent('आवेदन प्रोटीन के पास पहुँच गया है। उसका पावती नंबर:');
    expect(card).toHaveTextContent('पैन बनते ही ई-पैन ravi@example.in पर ईमेल हो जाएगा');
    expect(within(card).getByRole('button', { name: 'पावती रसीद' })).toBeInTheDocument();
    const word = screen.getByTestId('provider-word');
    expect(within(word).getByRole('heading', { name: 'प्रोटीन ने आख़िरी बार क्या कहा' })).toBeInTheDocument();
    expect(within(word).getByTestId('checked-at')).toHaveTextContent('अभी पूछा नहीं गया');
    await setLocale('en');
    expect(await screen.findByRole('heading', { name: 'Application acknowledged' })).toBeInTheDocument();
  });

  it('the confirm panel on the test e-KYC: the sandbox note and Confirm and pay', async () => {
    await setLocale('hi');
    stubServer((url) => {
      if (url === `${API}/summary`) return jsonResponse(SUMMARY);
      if (url === '/api/merchant/accounting/closing') return jsonResponse(500);
      return undefined;
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ConfirmPanel
              detail={paperlessDetail()}
              fixLink={(s) => `#section-${s}`}
              pending={false}
              leaving={false}
              error={null}
              onConfirm={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const note = await screen.findByTestId('sandbox-note');
    expect(note).toHaveTextContent('टेस्ट ई-केवाईसी');
    expect(note).toHaveTextContent('पेपरलेस अभी टेस्ट ई-केवाईसी पर चल रहा है');
    expect(screen.getByText('जानकारी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पक्का करें और पैसे दें' })).toBeInTheDocument();
  });
});

// What is data, not the page's own words: numbers and money.
const isData = (text: string) => /^[\d\s,.:₹/()–-]*$/.test(text);

describe('paperless in pseudo-English', () => {
  it('takes every word of a failed application’s result and Protean’s last word from the catalogue', async () => {
    await setLocale('en-XA');
    renderResult(
      paperlessDetail({
        state: 'failed',
        stateLabel: 'Failed',
        provider: { status: 'failure', code: 'E102', message: null, refunded: true, checkedAt: null },
      }),
    );
    const failed = await screen.findByTestId('result-failed');
    expect(within(failed).getByRole('heading', { name: /^\[.+\]$/ })).toBeInTheDocument();
    expect(notPseudo(failed, isData)).toEqual([]);
    // Protean's code is its own.
    expect(notPseudo(screen.getByTestId('provider-word'), (text) => text === 'E102' || isData(text))).toEqual([]);
  });
});
