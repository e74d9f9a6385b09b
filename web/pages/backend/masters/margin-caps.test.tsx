import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarginCapList } from '../../../../contract/margins';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MarginCapsPage from './margin-caps';

const CAPS = '/api/backend/margins/caps';
const LIST = {
  rows: [
    { code: 'GST_FILING', label: 'GST return filing', cap: 50 },
    { code: 'GST_REGISTRATION', label: 'GST registration', cap: null },
  ],
} as MarginCapList;

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Margin caps', () => {
  it('shows each cap, says an empty one allows no margin, and saves a new cap', async () => {
    let sent: unknown = null;
    stubServer((url, init) => {
      if (url !== CAPS) return undefined;
      if (init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse(LIST);
      }
      return jsonResponse(LIST);
    });
    renderRoutes(
      [{ path: '/backend/masters/margin-caps', element: <MarginCapsPage /> }],
      '/backend/masters/margin-caps',
    );
    const box = await screen.findByRole('textbox', { name: 'Most margin for GST return filing' });
    expect(box).toHaveValue('₹50');
    expect(screen.getByRole('textbox', { name: 'Most margin for GST registration' })).toHaveAttribute(
      'placeholder',
      'No margin allowed',
    );
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, '40');
    await user.click(screen.getByRole('button', { name: 'Save caps' }));
    await waitFor(() =>
      expect(sent).toEqual({
        caps: [
          { code: 'GST_FILING', cap: 40 },
          { code: 'GST_REGISTRATION', cap: null },
        ],
      }),
    );
    expect(await screen.findByText('Margin caps saved.')).toBeInTheDocument();
  });
});
