import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentBody } from '../../../contract/privacy/notice';
import { storeAnswer } from '../../api/cache';
import { api } from '../../api/client';
import { uploadWithProgress } from '../../api/nsdl-pan-upload';
import type { Area, RequestDetailBase, RequestService } from './service';

/* The calls every service on the request workflow answers the same way, from its declaration. */

type Service = Pick<RequestService, 'key' | 'api'>;

/** Client paths (relative to /api) of a service's calls in an area. */
export const requestPaths = (s: Pick<RequestService, 'api'>, area: Area) => {
  const base = s.api[area];
  return {
    base,
    request: (id: number) => `${base}/${id}`,
    action: (id: number, action: string) => `${base}/${id}/${action}`,
    file: (id: number, fileId: string) => `${base}/${id}/files/${fileId}`,
    list: (name: string) => `${base}/lists/${name}`,
    export: (name: string) => `${base}/lists/${name}/export`,
    /** The back office's logged reveal of a masked Aadhaar number (AadhaarValue's revealPath; routes' `aadhaar: true`). */
    revealAadhaar: (id: number) => `${base}/${id}/reveal-aadhaar`,
  };
};

export const requestKeys = {
  request: (s: Pick<RequestService, 'key'>, area: Area, id: number) => ['request', s.key, area, id] as const,
  /** Every service's dashboards sit under this root: a move anywhere makes them stale. */
  dashboard: (name: string, area: Area) => ['request-dashboard', name, area] as const,
};

/** One request as the area's reader sees it; not asked for while there is no id. */
export function useRequestDetail<D extends RequestDetailBase>(s: Service, area: Area, id: number | null) {
  return useQuery({
    queryKey: requestKeys.request(s, area, id ?? 0),
    queryFn: () => api.get<D>(requestPaths(s, area).request(id!)),
    enabled: id != null,
  });
}

/** A dashboard's answer, under the shared root so any move refreshes it. */
export function useRequestDashboard<T>(name: string, area: Area, path: string) {
  return useQuery({ queryKey: requestKeys.dashboard(name, area), queryFn: () => api.get<T>(path) });
}

/** Keeps every cached copy of a request in step with the answer of a call that changed it. */
export function useStoreRequest(s: Service, area: Area) {
  const qc = useQueryClient();
  return async (d: RequestDetailBase) => {
    await storeAnswer(qc, requestKeys.request(s, area, d.id), d);
    void qc.invalidateQueries({ queryKey: ['request-dashboard'] });
    void qc.invalidateQueries({ queryKey: ['table'] });
    // Submitting charges and rejecting refunds: balances and ledgers must not show an old figure.
    void qc.invalidateQueries({ queryKey: ['money'] });
  };
}

/**
 * A call on a request named by its action (…/{id}/{action}): a workflow move with its remark, or a
 * move with the screen's own input (an ARN, a PSA login id, an allotment).
 */
export function useRequestAction<D extends RequestDetailBase, B = { remark?: string }>(
  s: Service,
  area: Area,
  id: number,
) {
  const store = useStoreRequest(s, area);
  return useMutation({
    mutationFn: (v: { action: string; body?: B }) =>
      api.post<D>(requestPaths(s, area).action(id, v.action), v.body ?? {}),
    onSuccess: store,
  });
}

/** A new draft from the merchant's answers. */
export function useCreateDraft<D extends RequestDetailBase, T>(s: Service) {
  const store = useStoreRequest(s, 'merchant');
  return useMutation({
    mutationFn: (data: T) => api.post<D>(requestPaths(s, 'merchant').base, { data }),
    onSuccess: store,
  });
}

export function useSaveDraft<D extends RequestDetailBase, T>(s: Service, id: number) {
  const store = useStoreRequest(s, 'merchant');
  return useMutation({
    mutationFn: (data: T) => api.put<D>(requestPaths(s, 'merchant').request(id), { data }),
    onSuccess: store,
  });
}

/** The charging submit, carrying the applicant's consent to the form's privacy notice. */
export function useSubmitRequest<D extends RequestDetailBase>(s: Service, id: number) {
  const store = useStoreRequest(s, 'merchant');
  return useMutation({
    mutationFn: (consent: ConsentBody | undefined) =>
      api.post<D>(requestPaths(s, 'merchant').action(id, 'submit'), { consent }),
    onSuccess: store,
  });
}

export type RequestUpload = { kind: string; file: File; replaces?: string; onProgress?: (percent: number) => void };

/** Uploads one file of a request (the merchant's documents, or the back office's results), with progress. */
export function useUploadRequestFile<D extends RequestDetailBase>(s: Service, area: Area, id: number) {
  const store = useStoreRequest(s, area);
  return useMutation({
    mutationFn: (v: RequestUpload) => {
      const fd = new FormData();
      fd.append('kind', v.kind);
      if (v.replaces) fd.append('replaces', v.replaces);
      fd.append('file', v.file);
      return uploadWithProgress<D>(requestPaths(s, area).action(id, 'files'), fd, v.onProgress ?? (() => {}));
    },
    onSuccess: store,
  });
}

export function useRemoveRequestFile<D extends RequestDetailBase>(s: Service, area: Area, id: number) {
  const store = useStoreRequest(s, area);
  return useMutation({
    mutationFn: (fileId: string) => api.delete<D>(requestPaths(s, area).file(id, fileId)),
    onSuccess: store,
  });
}
