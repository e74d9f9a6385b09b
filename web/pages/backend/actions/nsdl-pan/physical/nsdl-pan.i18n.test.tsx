import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../../../../i18n';
import { renderAt } from '../../../../../test/data-table';
import { stubServer } from '../../../../../test/fetch-stub';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../test/pan-detail';
import { notPseudo } from '../../../../../test/pseudo';
import { jsonResponse } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import PanInfoPage from './paninfo/[id]';
import TinRejectionPage from './tin-rejection';

const APP = '/api/backend/nsdl-pan/physical/applications/5';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(async () => {
  await setLocale('en');
});

describe('the NSDL PAN back office in Hindi (decision 0075)', () => {
  it('pan info: the title, the moves allowed now, the downloads and the history', async () => {
    await setLocale('hi');
    const d = panDetail(
      {
        state: 'waiting',
        stateLabel: 'Waiting',
        submittedAt: '2026-11-20T06:00:00.000Z',
        missingDocuments: [],
        files: [FORM_PAGE, ID_PROOF],
      },
      'backend',
    );
    stubServer((url) => (url === APP ? jsonResponse(d) : undefined));
    renderAt(
      <PanInfoPage />,
      '/backend/actions/nsdl-pan/physical/paninfo/5',
      '/backend/actions/nsdl-pan/physical/paninfo/:id',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'आवेदन की जानकारी' })).toBeInTheDocument();
    const next = await screen.findByTestId('next-actions');
    expect(next).toHaveTextContent('जाँचें');
    expect(next).toHaveTextContent('आवेदन रद्द करें');
    expect(screen.getByRole('heading', { name: 'डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByText('फ़ॉर्म 49ए (पीडीएफ़)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इतिहास' })).toBeInTheDocument();
  });

  it('tin rejection: the search form', async () => {
    await setLocale('hi');
    renderAt(<TinRejectionPage />, '/backend/actions/nsdl-pan/physical/tin-rejection');
    expect(screen.getByRole('heading', { name: 'टिन रिजेक्शन' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'पावती नंबर से आवेदन ढूँढें' })).toBeInTheDocument();
    expect(screen.getByText('एनएसडीएल की आपत्ति में लिखा 15 अंकों का नंबर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ढूँढें' })).toBeInTheDocument();
  });
});

describe('the TIN rejection page in pseudo-English', () => {
  it('takes every word from the catalogue', async () => {
    await setLocale('en-XA');
    renderAt(<TinRejectionPage />, '/backend/actions/nsdl-pan/physical/tin-rejection');
    const form = screen.getByRole('form');
    expect(notPseudo(document.body, () => false)).toEqual([]);
    expect(form).toBeInTheDocument();
  });
});
