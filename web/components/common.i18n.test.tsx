import { textId } from '../../contract/i18n/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_CARDS } from '../../contract/download-software';
import { i18n, setLocale } from '../i18n';
import { renderAt } from '../test/data-table';
import { notPseudo } from '../test/pseudo';
import { DownloadSoftware } from './DownloadSoftware';
import { LiveChat } from './LiveChat';
import { WelcomePanel } from './WelcomePanel';

afterEach(async () => {
  await setLocale('en');
});

describe('the shared screens in Hindi (decision 0075)', () => {
  it('welcomes the user and offers the live chat in Hindi; the name, code and role stay as they are', async () => {
    await setLocale('hi');
    renderAt(
      <>
        <WelcomePanel user={{ displayName: 'Ravi Sharma', code: 'M00012', role: 'merchant' }} />
        <LiveChat />
      </>,
      '/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'नमस्ते, Ravi Sharma' })).toBeInTheDocument();
    expect(screen.getByText('कोड')).toBeInTheDocument();
    expect(screen.getByTestId('welcome-code')).toHaveTextContent('M00012');
    expect(screen.getByRole('button', { name: 'लाइव चैट' })).toBeInTheDocument();
  });

  it('names the downloads page and its forms’ heading in Hindi', async () => {
    await setLocale('hi');
    renderAt(<DownloadSoftware />, '/merchant/download-software');
    expect(screen.getByRole('heading', { level: 1, name: 'सॉफ़्टवेयर डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पैन कार्ड फ़ॉर्म डाउनलोड करें' })).toBeInTheDocument();
  });
});

describe('the downloads page in pseudo-English', () => {
  it('takes every word from the catalogue, the contract’s form, card and link names too', async () => {
    await setLocale('en-XA');
    renderAt(<DownloadSoftware />, '/merchant/download-software');
    const samples = LINK_CARDS.flatMap((c) => c.links).find((l) => 'samples' in l)!;
    // The contract's words come through the labels catalogue (decision 0075): pseudo-English like the page's own.
    await userEvent.click(screen.getByRole('button', { name: i18n._(textId(samples.label)) }));
    await screen.findByRole('dialog');
    expect(notPseudo(document.body, () => false)).toEqual([]);
  });
});
