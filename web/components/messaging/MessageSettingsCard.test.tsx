import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageSettings } from '../../../contract/messaging';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signIn } from '../../test/tokens';
import { setLocale } from '../../i18n';
import { MessageSettingsCard } from './MessageSettingsCard';

const API = '/api/merchant/settings/messages';
const none = { sms: false, whatsapp: false };
const saved: MessageSettings = {
  topup_credited: none,
  low_balance: none,
  application_rejected: none,
  lowBalanceRupees: null,
};

beforeEach(() => sessionStorage.clear());
afterEach(async () => setLocale('en'));

describe('My Setting › Messages', () => {
  it('saves the chosen channels per event; a low-balance message needs its limit first', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    const puts: unknown[] = [];
    stubServer((url, init) => {
      if (url !== API) return undefined;
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as MessageSettings;
        puts.push(body);
        return jsonResponse(body);
      }
      return jsonResponse(saved);
    });
    renderRoutes([{ path: '/m', element: <MessageSettingsCard /> }], '/m');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Top-up credited: WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Low balance after a charge: SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    // Refused before it is sent: the limit is missing.
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.type(screen.getByLabelText('Low balance limit (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      topup_credited: { sms: false, whatsapp: true },
      low_balance: { sms: true, whatsapp: false },
      application_rejected: none,
      lowBalanceRupees: 500,
    });
    expect(await screen.findByText('Message settings saved.')).toBeInTheDocument();
  });

  it('speaks Hindi to a shop that chose it', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    await setLocale('hi');
    stubServer((url) => (url === API ? jsonResponse(saved) : undefined));
    renderRoutes([{ path: '/m', element: <MessageSettingsCard /> }], '/m');
    expect(await screen.findByRole('checkbox', { name: 'टॉप-अप जमा हुआ: व्हाट्सऐप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संदेश सेटिंग सेव करें' })).toBeInTheDocument();
    expect(screen.getByText('कम बैलेंस की सीमा (₹)')).toBeInTheDocument();
  });
});
