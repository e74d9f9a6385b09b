import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessInfo, ChatConfig, SiteAssetKind } from '../../contract/site';
import { api } from './client';

export const siteKeys = {
  businessInfo: ['site', 'business-info'] as const,
  chat: ['site', 'tawk-to'] as const,
  configuration: ['site', 'configuration'] as const,
};

export function useBusinessInfo() {
  return useQuery({
    queryKey: siteKeys.businessInfo,
    queryFn: () => api.get<BusinessInfo>('/business-info'),
    staleTime: 5 * 60_000,
  });
}

export function useChatConfig(enabled = true) {
  return useQuery({
    queryKey: siteKeys.chat,
    queryFn: () => api.get<ChatConfig>('/tawk-to'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

// The images are served with an ETag, so the bare URL is always revalidated; a version only needs to
// change the URL when this tab knows the image was just replaced, so <img> and the favicon reload at once.
let assetVersion = '';
const versionListeners = new Set<() => void>();

export function bumpAssetVersion(version: string): void {
  assetVersion = version;
  versionListeners.forEach((l) => l());
}

export function useAssetUrl(kind: SiteAssetKind): string {
  const v = useSyncExternalStore(
    (l) => {
      versionListeners.add(l);
      return () => versionListeners.delete(l);
    },
    () => assetVersion,
    // The prerendered pages (and their hydration) use the bare URL.
    () => '',
  );
  return v ? `/api/${kind}?v=${encodeURIComponent(v)}` : `/api/${kind}`;
}
