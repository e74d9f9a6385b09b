import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Activity, Profile, Settings } from '../../contract/account';
import type { Locale } from '../../contract/i18n';
import { parseJwt } from './jwt';
import { getToken } from './session';
import { api, ApiError } from './client';
import { apiRelative } from './table';

/** The same account screens exist in both areas, each under its own prefix (docs/product.md#merchant-portal, #back-office and #calls). */
export type AccountArea = 'backend' | 'merchant';

export const ACCOUNT_PREFIX: Record<AccountArea, string> = {
  backend: apiRelative('/api/backend/my-profile'),
  merchant: apiRelative('/api/merchant/account'),
};

/** The area whose account calls a signed-in role uses. */
export function accountAreaFor(role: string): AccountArea {
  return role.toLowerCase() === 'merchant' ? 'merchant' : 'backend';
}

/** The on/off settings (the language has its own control: decision 0075). */
export type SettingName = Exclude<keyof Settings, 'language'>;
export type ActivityList = z.infer<typeof Activity>;

export const accountKeys = {
  all: (area: AccountArea) => ['account', area] as const,
  profile: (area: AccountArea) => ['account', area, 'profile'] as const,
  photo: (area: AccountArea) => ['account', area, 'photo'] as const,
  settings: (area: AccountArea) => ['account', area, 'settings'] as const,
  activity: (area: AccountArea) => ['account', area, 'activity'] as const,
};

export function useProfile(area: AccountArea, enabled = true) {
  return useQuery({
    queryKey: accountKeys.profile(area),
    queryFn: () => api.get<Profile>(ACCOUNT_PREFIX[area]),
    enabled,
  });
}

/** The photo needs the bearer token, so it is fetched as a blob rather than linked from an <img>. */
export function usePhoto(area: AccountArea, hasPhoto: boolean) {
  return useQuery({
    queryKey: accountKeys.photo(area),
    queryFn: async () => {
      try {
        return (await api.download(`${ACCOUNT_PREFIX[area]}/photo`)).blob;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    enabled: hasPhoto,
    staleTime: Infinity,
  });
}

/** An object URL for a blob, released when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

/** The signed-in account's photo as a URL for an <img>, or null while there is none. */
export function usePhotoUrl(area: AccountArea, hasPhoto: boolean): string | null {
  const photo = usePhoto(area, hasPhoto);
  return useObjectUrl(hasPhoto ? photo.data : null);
}

export function useUploadPhoto(area: AccountArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<Profile>(`${ACCOUNT_PREFIX[area]}/photo`, form);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(area), profile);
      // The sidebar and the profile page read the same query, so both show the new picture.
      void queryClient.invalidateQueries({ queryKey: accountKeys.photo(area) });
    },
  });
}

export function useSettings(area: AccountArea) {
  return useQuery({
    queryKey: accountKeys.settings(area),
    queryFn: () => api.get<Settings>(`${ACCOUNT_PREFIX[area]}/get-settings`),
  });
}

export function useUpdateSetting(area: AccountArea) {
  const queryClient = useQueryClient();
  return useMutation({
    // docs/product.md#calls: the value travels as a string.
    mutationFn: ({ prop, value }: { prop: SettingName | 'language'; value: boolean | Locale }) =>
      api.post<Settings>(`${ACCOUNT_PREFIX[area]}/update-setting`, { prop, value: String(value) }),
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.settings(area), settings);
      void queryClient.invalidateQueries({ queryKey: accountKeys.activity(area) });
    },
  });
}

/**
 * Keeps a language chosen in the header in the account's settings too (decision 0075), so the next sign-in, on any
 * device, speaks it; signed out, the browser alone keeps it. A failure only costs the next device the choice.
 */
export async function saveLanguage(locale: Locale): Promise<void> {
  const token = getToken();
  if (!token) return;
  const user = parseJwt(token);
  if (!user) return;
  const area = accountAreaFor(user.role);
  await api.post<Settings>(`${ACCOUNT_PREFIX[area]}/update-setting`, { prop: 'language', value: locale }).catch(() => {
    // Kept in the browser already; the settings page shows the account's own choice.
  });
}

export function useActivity(area: AccountArea, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.activity(area),
    queryFn: () => api.get<ActivityList>(`${ACCOUNT_PREFIX[area]}/activity`),
    enabled,
  });
}

export function useChangePassword(area: AccountArea) {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post<{ message: string }>(`${ACCOUNT_PREFIX[area]}/change-password`, input),
  });
}
