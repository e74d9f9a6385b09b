import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { SlipViewer } from './SlipViewer';

const SLIP = '/api/backend/actions/payments/7/slip';
const render = () => renderRoutes([{ path: '/', element: <SlipViewer id={7} area="backend" hasSlip /> }], '/');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
  URL.createObjectURL = vi.fn(() => 'blob:slip');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('deposit slip viewer', () => {
  it('offers a PDF slip as a download and never frames it in the page', async () => {
    stubServer((url) =>
      url === SLIP ? new Response('%PDF-1.4\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } }) : undefined,
    );
    const { container } = render();
    const download = await screen.findByRole('button', { name: 'Download slip' });
    expect(screen.getByText('The slip is a PDF document. Download it to view.')).toBeInTheDocument();
    expect(container.querySelector('iframe, embed, object')).toBeNull();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(download);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('slip-7.pdf');
  });

  it('shows an image slip in place', async () => {
    stubServer((url) =>
      url === SLIP ? new Response('\x89PNG', { headers: { 'content-type': 'image/png' } }) : undefined,
    );
    render();
    expect(await screen.findByRole('img', { name: 'Deposit slip' })).toHaveAttribute('src', 'blob:slip');
  });
});
