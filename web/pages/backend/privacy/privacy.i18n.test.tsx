import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PERSON_KINDS } from '../../../../contract/privacy/erasure';
import type { RetentionView } from '../../../../contract/privacy/retention';
import { setLocale } from '../../../i18n';
import { stubServer } from '../../../test/fetch-stub';
import { notPseudo } from '../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import ErasurePage from './erasure';
import RetentionPage from './retention';

/** Data, not language: what has no word in it (numbers, examples of numbers, marks). */
const isData = (text: string) => !/[A-Za-z]{2,}/.test(text);

/** Settings nobody has changed, with a job that never ran. */
const DEFAULTS: RetentionView = {
  documentDays: 90,
  draftDays: 30,
  accessLogDays: 730,
  messageDays: 30,
  updatedAt: null,
  updatedBy: null,
  lastRun: null,
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('privacy in Hindi (decision 0075)', () => {
  it('speaks Hindi: the retention settings, their help and the job', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/backend/privacy/retention' ? jsonResponse(DEFAULTS) : undefined));
    renderRoutes([{ path: '/backend/privacy/retention', element: <RetentionPage /> }], '/backend/privacy/retention');
    expect(await screen.findByRole('form', { name: 'डेटा रखने की सेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'डेटा कितने दिन रखें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^छोड़े हुए ड्राफ़्ट \(दिन\)/ })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: /^एसएमएस और व्हाट्सऐप संदेश \(दिन\)/ })).toHaveValue('30');
    expect(screen.getByText(/^ये पहले से तय सेटिंग हैं/)).toBeInTheDocument();
    expect(screen.getByText('यह काम अभी तक नहीं चला।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी चलाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
  });

  it('draws every text of the erasure page from the catalogue (pseudo-English)', async () => {
    await setLocale('en-XA');
    stubServer();
    renderRoutes([{ path: '/backend/privacy/erasure', element: <ErasurePage /> }], '/backend/privacy/erasure');
    await screen.findByRole('form');
    // The search's kinds (the select and the number's label) come from the contract, not from this page.
    const contract = (text: string) => PERSON_KINDS.some((k) => k.label === text || `${k.label} *` === text);
    expect(notPseudo(document.body, (text) => isData(text) || contract(text))).toEqual([]);
  });
});
