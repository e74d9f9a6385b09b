import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { AppProviders, createQueryClient } from '../providers';
import { offerUpdate } from '../pwa/state';

function renderApp() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <p>the page</p>
    </AppProviders>,
  );
}

const OFFLINE = 'You are offline — what you see may be old; saving waits for the network';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the offline banner', () => {
  it('says the network is gone while it is, and goes when it is back', () => {
    renderApp();
    expect(screen.queryByText(OFFLINE)).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    expect(screen.getByText('the page')).toBeInTheDocument();
    // The layouts' fixed header moves below it (AppStatus.module.css) rather than being covered.
    expect(document.documentElement).toHaveAttribute('data-offline');
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toMatch(/^\d+px$/);
    goOffline(false);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-offline');
  });

  it('is what a failed API call says offline, not a raw network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(api.get('/merchant/home')).rejects.toThrow(OFFLINE);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(api.get('/merchant/home')).rejects.not.toThrow(OFFLINE);
  });
});

describe('the update banner', () => {
  it('shows only once a new release waits, and lets it take over only when Reload is pressed', () => {
    renderApp();
    expect(screen.queryByRole('alert')).toBeNull();
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is ready');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
