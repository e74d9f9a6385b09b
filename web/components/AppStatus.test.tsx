import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { AppProviders, createQueryClient } from '../providers';
import { noteNetworkAnswer, offerUpdate, PROBE_EVERY_MS } from '../pwa/state';

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
  // The page's knowledge of a dead link is the module's (web/pwa/state.ts): each test starts from a live one.
  noteNetworkAnswer();
  vi.useRealTimers();
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

  it('shows when requests get no answer though the browser says it is online, and goes once the server answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderApp();
    await act(() => expect(api.get('/merchant/home')).rejects.toThrow('A network error occurred.'));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);

    // Still nothing at the first look: the banner stays, and the page asks again later.
    await act(() => vi.advanceTimersByTimeAsync(PROBE_EVERY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/health');
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);

    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await act(() => vi.advanceTimersByTimeAsync(PROBE_EVERY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('goes as soon as any request is answered, without waiting for the next look', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderApp();
    await act(() => expect(api.get('/merchant/home')).rejects.toThrow());
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    fetchMock.mockResolvedValueOnce(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    await act(() => expect(api.get('/merchant/home')).resolves.toEqual({ ok: true }));
    expect(screen.queryByText(OFFLINE)).toBeNull();
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
