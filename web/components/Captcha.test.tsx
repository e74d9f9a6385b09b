import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { stubServer } from '../test/fetch-stub';
import { CaptchaField, useCaptchaImage } from './Captcha';

afterEach(() => vi.unstubAllGlobals());

function Form() {
  const image = useCaptchaImage();
  const [value, setValue] = useState('');
  return <CaptchaField image={image} value={value} onChange={setValue} />;
}

describe('CaptchaField', () => {
  it('shows the PNG from the server as an image named for what to do, and a new one on request', async () => {
    let served = 0;
    const fetch = stubServer((url) => {
      if (url !== '/api/captcha') return undefined;
      served += 1;
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, served]), {
        headers: { 'content-type': 'image/png' },
      });
    });
    let made = 0;
    URL.createObjectURL = vi.fn(() => `blob:captcha-${++made}`);
    URL.revokeObjectURL = vi.fn();
    render(
      <MantineProvider>
        <Form />
      </MantineProvider>,
    );

    const img = await screen.findByRole('img', { name: 'Captcha: type the characters shown' });
    expect(img).toHaveAttribute('src', 'blob:captcha-1');
    expect(fetch).toHaveBeenCalledWith('/api/captcha', expect.objectContaining({ method: 'POST' }));

    await userEvent.click(screen.getByRole('button', { name: 'New captcha picture' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha: type the characters shown' })).toHaveAttribute(
        'src',
        'blob:captcha-2',
      ),
    );
    // The old picture's object URL is released, so a long session does not pile them up.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:captcha-1');
    expect(served).toBe(2);
  });

  it('says so when the picture cannot be loaded', async () => {
    stubServer((url) =>
      url === '/api/captcha'
        ? new Response('{"message":"Too many requests."}', {
            status: 429,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    render(
      <MantineProvider>
        <Form />
      </MantineProvider>,
    );
    expect(await screen.findByText('The picture could not be loaded. Try a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Captcha/ })).toBeNull();
  });
});
