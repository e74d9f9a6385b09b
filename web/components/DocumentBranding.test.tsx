import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../providers';
import { bumpAssetVersion } from '../api/site';
import { stubServer } from '../test/fetch-stub';
import { DocumentBranding } from './DocumentBranding';

afterEach(() => vi.unstubAllGlobals());

describe('DocumentBranding', () => {
  it('titles the tab with the business name and points the favicon at the current image', async () => {
    stubServer();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <DocumentBranding />
      </AppProviders>,
    );
    await waitFor(() => expect(document.title).toBe('Shree Ganesh PAN Services'));
    const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href');
    expect(icon()).toBe('/api/favicon');
    act(() => bumpAssetVersion('2026-01-01T00:00:00.000Z'));
    expect(icon()).toBe('/api/favicon?v=2026-01-01T00%3A00%3A00.000Z');
  });
});
