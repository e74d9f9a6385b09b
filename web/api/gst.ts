import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GST_API, type ArnBody, type GstDashboard, type GstFilingData, type GstRegistrationData, type GstRequestDetail, type GstinBody } from '../../contract/gst';
import { GST_SCREENS } from '../services/gst';
import { pageUrl, type Area } from '../services';
import { api } from './client';
import { uploadWithProgress } from './nsdl-pan-upload';
import { apiRelative, downloadFile } from './table';

/* GST registration and filing calls (issue 13 §3) for both areas, and the screens' addresses. */

export type { Area };
/** The two GST services; each has its own part of the API and of the screens' addresses. */
export type GstKind = 'registration' | 'filing';
export const GST_KINDS: readonly GstKind[] = ['registration', 'filing'];

export const GST_BASE: Record<Area, string> = { merchant: apiRelative(GST_API.merchant), backend: apiRelative(GST_API.backend) };

/** Client paths (relative to /api) of one service's calls in an area. */
export const gstPaths = (area: Area, kind: GstKind) => {
  const base = `${GST_BASE[area]}/${kind}`;
  return {
    base,
    request: (id: number) => `${base}/${id}`,
    file: (id: number, fileId: string) => `${base}/${id}/files/${fileId}`,
    list: (name: string) => `${base}/lists/${name}`,
    export: (name: string) => `${base}/lists/${name}/export`,
  };
};

const withList = (path: string, list?: string) => (list ? `${path}?list=${encodeURIComponent(list)}` : path);

/** Screen addresses (SPEC §2.3 product/gst, §2.4 actions/gst), from the declaration in services/gst. */
export const GST_ROUTES = {
  merchant: {
    dashboard: pageUrl(GST_SCREENS, 'merchant', 'dashboard'),
    form: (kind: GstKind, id?: number) => pageUrl(GST_SCREENS, 'merchant', kind === 'registration' ? 'registration' : 'filing', { id }),
    list: (kind: GstKind, list?: string) => withList(pageUrl(GST_SCREENS, 'merchant', kind === 'registration' ? 'registrationList' : 'filingList'), list),
    view: (kind: GstKind, id: number) => pageUrl(GST_SCREENS, 'merchant', kind === 'registration' ? 'registrationView' : 'filingView', { id }),
    addMoney: '/merchant/accounting/payment',
  },
  backend: {
    dashboard: pageUrl(GST_SCREENS, 'backend', 'dashboard'),
    list: (kind: GstKind, list?: string) => withList(pageUrl(GST_SCREENS, 'backend', kind === 'registration' ? 'registration' : 'filing'), list),
    review: (kind: GstKind, id: number) => pageUrl(GST_SCREENS, 'backend', kind === 'registration' ? 'registrationReview' : 'filingReview', { id }),
  },
} as const;

/** The kind of a request from its service key. */
export const kindOf = (d: Pick<GstRequestDetail, 'service'>): GstKind => (d.service === 'gst-registration' ? 'registration' : 'filing');

export const gstKeys = {
  request: (area: Area, kind: GstKind, id: number) => ['gst', area, kind, id] as const,
  dashboard: (area: Area) => ['gst', area, 'dashboard'] as const,
};

export function useGstRequest(area: Area, kind: GstKind, id: number | null) {
  return useQuery({
    queryKey: gstKeys.request(area, kind, id ?? 0),
    queryFn: () => api.get<GstRequestDetail>(gstPaths(area, kind).request(id!)),
    enabled: id != null,
  });
}

export function useGstDashboard(area: Area) {
  return useQuery({ queryKey: gstKeys.dashboard(area), queryFn: () => api.get<GstDashboard>(`${GST_BASE[area]}/dashboard`) });
}

/** Keeps every cached copy of a request in step with the answer of a call that changed it. */
function useStore(area: Area) {
  const qc = useQueryClient();
  return (d: GstRequestDetail) => {
    qc.setQueryData(gstKeys.request(area, kindOf(d), d.id), d);
    void qc.invalidateQueries({ queryKey: ['gst', area, 'dashboard'] });
    void qc.invalidateQueries({ queryKey: ['table'] });
    // Submitting charges and rejecting refunds: balances and ledgers must not show an old figure.
    void qc.invalidateQueries({ queryKey: ['money'] });
  };
}

type DataOf<K extends GstKind> = K extends 'registration' ? GstRegistrationData : GstFilingData;

export function useCreateGstRequest<K extends GstKind>(kind: K) {
  const store = useStore('merchant');
  return useMutation({ mutationFn: (data: DataOf<K>) => api.post<GstRequestDetail>(gstPaths('merchant', kind).base, { data }), onSuccess: store });
}

export function useSaveGstRequest<K extends GstKind>(kind: K, id: number) {
  const store = useStore('merchant');
  return useMutation({ mutationFn: (data: DataOf<K>) => api.put<GstRequestDetail>(gstPaths('merchant', kind).request(id), { data }), onSuccess: store });
}

export function useSubmitGstRequest(kind: GstKind, id: number) {
  const store = useStore('merchant');
  return useMutation({ mutationFn: () => api.post<GstRequestDetail>(`${gstPaths('merchant', kind).request(id)}/submit`), onSuccess: store });
}

/** A workflow move with its remark (pick up, raise query, reject; the merchant's answer). */
export function useGstMove(area: Area, kind: GstKind, id: number) {
  const store = useStore(area);
  return useMutation({
    mutationFn: (v: { action: string; remark?: string }) => api.post<GstRequestDetail>(`${gstPaths(area, kind).request(id)}/${v.action}`, { remark: v.remark }),
    onSuccess: store,
  });
}

/** The back office completes a request: its ARN, and the acknowledgement it attaches (optional). */
export function useCompleteGstRequest(kind: GstKind, id: number) {
  const store = useStore('backend');
  return useMutation({ mutationFn: (body: ArnBody) => api.post<GstRequestDetail>(`${gstPaths('backend', kind).request(id)}/complete`, body), onSuccess: store });
}

/** The back office records the GSTIN a completed registration was given. */
export function useRecordGstin(id: number) {
  const store = useStore('backend');
  return useMutation({ mutationFn: (body: GstinBody) => api.post<GstRequestDetail>(`${gstPaths('backend', 'registration').request(id)}/record_gstin`, body), onSuccess: store });
}

export type GstUpload = { kind: string; file: File; replaces?: string; onProgress?: (percent: number) => void };

/** Uploads one file of a request (the merchant's documents, or the back office's results), with progress. */
export function useUploadGstFile(area: Area, kind: GstKind, id: number) {
  const store = useStore(area);
  return useMutation({
    mutationFn: (v: GstUpload) => {
      const fd = new FormData();
      fd.append('kind', v.kind);
      if (v.replaces) fd.append('replaces', v.replaces);
      fd.append('file', v.file);
      return uploadWithProgress<GstRequestDetail>(`${gstPaths(area, kind).request(id)}/files`, fd, v.onProgress ?? (() => {}));
    },
    onSuccess: store,
  });
}

export function useRemoveGstFile(area: Area, kind: GstKind, id: number) {
  const store = useStore(area);
  return useMutation({ mutationFn: (fileId: string) => api.delete<GstRequestDetail>(gstPaths(area, kind).file(id, fileId)), onSuccess: store });
}

/** A file of a request, saved under its own name. */
export async function downloadGstFile(area: Area, kind: GstKind, id: number, fileId: string): Promise<void> {
  return downloadFile(`${gstPaths(area, kind).file(id, fileId)}/download`);
}
