import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide } from '../../../../contract/site-content';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import CarouselPage from './carousel';

const PATH = '/api/backend/settings/carousel';
const slide = (id: number, title: string): Slide => ({
  id,
  title,
  text: '',
  link: '',
  audience: 'public',
  startsOn: null,
  endsOn: null,
  active: true,
  position: id,
  imageVersion: 1,
});

function open() {
  return renderRoutes(
    [{ path: '/backend/settings/carousel', element: <CarouselPage /> }],
    '/backend/settings/carousel',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('carousel settings', () => {
  it('lists the slides and reorders them', async () => {
    let slides = [slide(1, 'Diwali offer'), slide(2, 'New office')];
    const fetch = stubServer((url, init) => {
      if (url === PATH && (init?.method ?? 'GET') === 'GET') return jsonResponse(slides);
      if (url === `${PATH}/order` && init?.method === 'PUT') {
        const { ids } = JSON.parse(init.body as string) as { ids: number[] };
        slides = ids.map((id) => slides.find((s) => s.id === id)!);
        return jsonResponse(slides);
      }
      return undefined;
    });
    open();
    expect(await screen.findByText('Diwali offer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move New office up' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === `${PATH}/order` && i?.method === 'PUT')).toBe(true),
    );
    const call = fetch.mock.calls.find(([u, i]) => u === `${PATH}/order` && i?.method === 'PUT');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ ids: [2, 1] });
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('New office'));
  });

  it('checks the form before sending: an image is needed and the text is at most 100 characters', async () => {
    const fetch = stubServer((url, init) =>
      url === PATH && (init?.method ?? 'GET') === 'GET' ? jsonResponse([]) : undefined,
    );
    open();
    expect(await screen.findByText(/No slides yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    const form = screen.getByRole('form', { name: 'Add slide' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Diwali offer');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'x'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Add slide' }));
    expect(await within(form).findByText('At most 100 characters')).toBeInTheDocument();
    expect(within(form).getByText('Choose an image')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
  });

  it('tells a staff member the page is for the administrator', async () => {
    signIn({ role: 'staff', name: 'Clerk', sub: 'S00001' });
    stubServer();
    open();
    expect(await screen.findByText('Only an administrator can change the carousel.')).toBeInTheDocument();
  });
});
