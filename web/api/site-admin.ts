import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupChecklist } from '../../contract/setup-checklist';
import type {
  BusinessInfo,
  ChatConfig,
  SiteAssetKind,
  SiteConfiguration,
  SiteConfigurationView,
} from '../../contract/site';
import { api } from './client';
import { bumpAssetVersion, siteKeys } from './site';
import { apiRelative } from './table';

const SITE_CONFIGURATION = apiRelative('/api/backend/settings/site-configuration');

/* The admin's site-configuration hooks; apart from site.ts so public pages never load mutation code. */

/**
 * The admin's first-run checklist; read afresh each time the dashboard opens, so a finished step drops off. Hence no
 * staleTime: the screens that finish its steps do not invalidate it. One reader only (the dashboard page, which hands
 * the answer to its card): a second one mounted after the answer came would ask the server again.
 */
export function useSetupChecklist(enabled = true) {
  return useQuery({
    queryKey: ['site', 'setup-checklist'],
    queryFn: () => api.get<SetupChecklist>(apiRelative('/api/backend/setup-checklist')),
    enabled,
  });
}

export function useSiteConfiguration(enabled = true) {
  return useQuery({
    queryKey: siteKeys.configuration,
    queryFn: () => api.get<SiteConfigurationView>(SITE_CONFIGURATION),
    enabled,
  });
}

function useApplyConfiguration() {
  const queryClient = useQueryClient();
  return (view: SiteConfigurationView) => {
    queryClient.setQueryData(siteKeys.configuration, view);
    const { businessName, add1, add2, add3, district, pin, state, contactNo, emailId } = view;
    queryClient.setQueryData<BusinessInfo>(siteKeys.businessInfo, {
      businessName,
      add1,
      add2,
      add3,
      district,
      pin,
      state,
      contactNo,
      emailId,
    });
    queryClient.setQueryData<ChatConfig>(siteKeys.chat, { api: view.chatUrl || null });
  };
}

export function useSaveSiteConfiguration() {
  const apply = useApplyConfiguration();
  return useMutation({
    mutationFn: (input: SiteConfiguration) => api.put<SiteConfigurationView>(SITE_CONFIGURATION, input),
    onSuccess: apply,
  });
}

export function useUploadSiteAsset(kind: SiteAssetKind) {
  const apply = useApplyConfiguration();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<SiteConfigurationView>(`${SITE_CONFIGURATION}/${kind}`, form);
    },
    onSuccess: (view) => {
      apply(view);
      // The configuration's updatedAt tracks the text fields, not the images, so it cannot tell uploads apart.
      bumpAssetVersion(`${view.updatedAt}-${Date.now().toString(36)}`);
    },
  });
}
