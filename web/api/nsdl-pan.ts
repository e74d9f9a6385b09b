import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationDetail,
  type AppType,
  type BackendPanDashboard,
  type CreateApplication,
  type CropRequest,
  type DocumentKind,
  type MerchantPanDashboard,
  type PanAction,
  type PanApplicationData,
} from '../../contract/nsdl-pan';
import type { PanCategory } from '../../contract/pan';
import type { ConsentBody } from '../../contract/privacy/notice';
import { NSDL_PAN } from '../../contract/nsdl-pan/manifest';
import { listUrl, pageUrl, type PathParams } from '../services';
import { storeAnswer } from './cache';
import { api } from './client';
import { apiRelative, downloadFile } from './table';
import { PORTAL_PAGES } from '../../contract/portal-pages';

/* NSDL PAN physical calls for both areas, and the screens' addresses (from services/nsdl-pan). */

export type Area = 'merchant' | 'backend';
const S = NSDL_PAN;
export const PAN_BASE: Record<Area, string> = {
  merchant: apiRelative(S.api.merchant),
  backend: apiRelative(S.api.backend),
};

/** Client paths (relative to /api) of a workflow list and its export. */
export function panListPaths(area: Area, name: string) {
  const list = `${PAN_BASE[area]}/lists/${name}`;
  return { list, export: `${list}/export` };
}

type MerchantList = keyof typeof S.merchant.lists;
type BackendList = keyof typeof S.backend.lists;
const m = (page: keyof typeof S.merchant.pages, params?: PathParams) => pageUrl(S, 'merchant', page, params);
const b = (page: keyof typeof S.backend.pages, params?: PathParams) => pageUrl(S, 'backend', page, params);

/** Screen addresses by name, built from the declaration (docs/product.md#merchant-portal and #back-office). */
export const PAN_ROUTES = {
  merchant: {
    dashboard: m('dashboard'),
    backlog: m('backlog'),
    choose: (t: AppType) => m(t === 'N' ? 'chooseNew' : 'chooseChange'),
    form: (category: PanCategory, t: AppType, id?: number) =>
      m(t === 'N' ? 'formNew' : 'formChange', { cat: category, id }),
    preSubmit: (id: number) => m('preSubmit', { id }),
    upload: (id: number) => m('upload', { id }),
    cropping: (id: number) => m('cropping', { id }),
    reapply: (id: number) => m('reapply', { id }),
    info: (id: number) => m('info', { id }),
    tinUpload: (ackNo: string) => m('tinUpload', { ackNo }),
    /** A list's screen by its URL name ('list' is the contract's 'all'). */
    list: (name: Exclude<MerchantList, 'all'> | 'list') => listUrl(S, 'merchant', name === 'list' ? 'all' : name),
    addMoney: PORTAL_PAGES.merchant.payment,
  },
  backend: {
    dashboard: b('dashboard'),
    backlog: b('backlog'),
    verify: (id?: number) => b('verify', { id }),
    cropping: (id: number) => b('cropping', { id }),
    info: (id: number) => b('info', { id }),
    tinReject: b('tinReject'),
    tinVerify: (ackNo: string) => b('tinVerify', { ackNo }),
    cancel: b('cancel'),
    list: (name: Exclude<BackendList, 'all'> | 'list') => listUrl(S, 'backend', name === 'list' ? 'all' : name),
  },
} as const;

/** The screen that continues a draft: the form until it is complete, then documents, crops, pre-submit. */
export function draftNextStep(d: ApplicationDetail): string {
  if (d.problems.length) return PAN_ROUTES.merchant.form(d.category, d.appType, d.id);
  if (d.missingDocuments.length) return PAN_ROUTES.merchant.upload(d.id);
  if (d.crops.length < 2) return PAN_ROUTES.merchant.cropping(d.id);
  return PAN_ROUTES.merchant.preSubmit(d.id);
}

export const panKeys = {
  application: (area: Area, id: number) => ['nsdl-pan', area, 'application', id] as const,
  byAck: (area: Area, ackNo: string) => ['nsdl-pan', area, 'ack', ackNo] as const,
  dashboard: (area: Area) => ['nsdl-pan', area, 'dashboard'] as const,
};

export function useApplication(area: Area, id: number | null) {
  return useQuery({
    queryKey: panKeys.application(area, id ?? 0),
    queryFn: () => api.get<ApplicationDetail>(`${PAN_BASE[area]}/applications/${id}`),
    enabled: id != null,
  });
}

export function useApplicationByAck(area: Area, ackNo: string | null) {
  return useQuery({
    queryKey: panKeys.byAck(area, ackNo ?? ''),
    queryFn: () => api.get<ApplicationDetail>(`${PAN_BASE[area]}/ack/${encodeURIComponent(ackNo ?? '')}`),
    enabled: !!ackNo,
    retry: false,
  });
}

/** Query key of the back office's look-up by token or acknowledgement number. */
export const findKey = (q: string) => ['nsdl-pan', 'backend', 'find', q] as const;

/** The back office's look-up by token number or acknowledgement number (cancel-aadhar); 404 when none. */
export function useFindApplication(q: string | null) {
  return useQuery({
    queryKey: findKey(q ?? ''),
    queryFn: () => api.get<ApplicationDetail>(`${PAN_BASE.backend}/find?q=${encodeURIComponent(q ?? '')}`),
    enabled: !!q,
    retry: false,
  });
}

/** Fresh for a while, so the dashboard takes what web/api/merchant-home.ts asked for on arrival without asking again. */
export const merchantPanDashboardQuery = queryOptions({
  queryKey: panKeys.dashboard('merchant'),
  queryFn: () => api.get<MerchantPanDashboard>(`${PAN_BASE.merchant}/dashboard`),
  staleTime: 10_000,
});

export function useMerchantPanDashboard() {
  return useQuery(merchantPanDashboardQuery);
}

export function useBackendPanDashboard() {
  return useQuery({
    queryKey: panKeys.dashboard('backend'),
    queryFn: () => api.get<BackendPanDashboard>(`${PAN_BASE.backend}/dashboard`),
  });
}

/** Keeps every cached copy of an application in step with the answer of a call that changed it. */
function useStore(area: Area) {
  const qc = useQueryClient();
  return async (d: ApplicationDetail) => {
    await storeAnswer(qc, panKeys.application(area, d.id), d);
    if (d.ackNo) await storeAnswer(qc, panKeys.byAck(area, d.ackNo), d);
    void qc.invalidateQueries({ queryKey: ['nsdl-pan', area, 'dashboard'] });
    void qc.invalidateQueries({ queryKey: ['table'] });
    // Submitting charges and rejecting or cancelling refunds: balances and ledgers must not show an old figure.
    void qc.invalidateQueries({ queryKey: ['money'] });
  };
}

export function useCreateApplication() {
  const store = useStore('merchant');
  return useMutation({
    // The key makes a resend (a copy kept offline, sent when the network is back) answer the draft made first.
    mutationFn: ({ idempotencyKey, ...body }: CreateApplication & { idempotencyKey?: string }) =>
      api.post<ApplicationDetail>(
        `${PAN_BASE.merchant}/applications`,
        body,
        idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      ),
    onSuccess: store,
  });
}

export function useSaveApplication(id: number) {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (data: PanApplicationData) =>
      api.put<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${id}`, { data }),
    onSuccess: store,
  });
}

export function useSubmitApplication(id: number) {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (consent: ConsentBody | undefined) =>
      api.post<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${id}/submit`, { consent }),
    onSuccess: store,
  });
}

export function useReapply() {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (id: number) => api.post<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${id}/reapply`),
    onSuccess: store,
  });
}

export function useUploadDocument(id: number) {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (v: { kind: DocumentKind; file: File; replaces?: string }) => {
      const fd = new FormData();
      fd.append('kind', v.kind);
      if (v.replaces) fd.append('replaces', v.replaces);
      fd.append('file', v.file);
      return api.upload<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${id}/files`, fd);
    },
    onSuccess: store,
  });
}

export function useRemoveDocument(id: number) {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (fileId: string) =>
      api.delete<ApplicationDetail>(`${PAN_BASE.merchant}/applications/${id}/files/${fileId}`),
    onSuccess: store,
  });
}

export function useCrop(area: Area, id: number) {
  const store = useStore(area);
  return useMutation({
    mutationFn: (body: CropRequest) => api.post<ApplicationDetail>(`${PAN_BASE[area]}/applications/${id}/crops`, body),
    onSuccess: store,
  });
}

export function useTinResubmit(ackNo: string) {
  const store = useStore('merchant');
  return useMutation({
    mutationFn: (remark: string) =>
      api.post<ApplicationDetail>(`${PAN_BASE.merchant}/ack/${ackNo}/tin-resubmit`, { remark }),
    onSuccess: store,
  });
}

/** A back-office move made with at most a remark (the acknowledgement number has its own call). */
export type Decision = Extract<
  PanAction,
  'verify' | 'reject' | 'cancel' | 'tin_reject' | 'tin_verify' | 'tin_reject_again'
>;

export function useDecision(id: number) {
  const store = useStore('backend');
  return useMutation({
    // The call is named after the move, spelled as addresses are ('tin_verify' at …/tin-verify).
    mutationFn: (v: { decision: Decision; remark?: string }) =>
      api.post<ApplicationDetail>(`${PAN_BASE.backend}/applications/${id}/${v.decision.replaceAll('_', '-')}`, {
        remark: v.remark,
      }),
    onSuccess: store,
  });
}

export function useAcknowledge(id: number) {
  const store = useStore('backend');
  return useMutation({
    mutationFn: (ackNo: string) =>
      api.post<ApplicationDetail>(`${PAN_BASE.backend}/applications/${id}/acknowledge`, { ackNo }),
    onSuccess: store,
  });
}

/** docs/product.md#records-and-fields file download of the form, the acknowledgement slip or the merged scan. */
export function downloadApplicationFile(area: Area, id: number, what: 'form' | 'ack' | 'scan'): Promise<void> {
  return downloadFile(`${PAN_BASE[area]}/applications/${id}/download/${what}`);
}

/** An uploaded document or crop as an object URL for an <img> (the call needs the bearer token, so no plain src). */
export function useFileObjectUrl(path: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | null = null;
    let live = true;
    api
      .download(path)
      .then(({ blob }) => {
        if (!live || typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((e) => live && setError(e));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path]);
  return { url, error };
}

export const documentPath = (area: Area, id: number, fileId: string) =>
  `${PAN_BASE[area]}/applications/${id}/files/${fileId}`;
/** `v` changes the path after a re-crop so the new image is fetched. */
export const cropPath = (area: Area, id: number, kind: 'photo' | 'signature', v: string) =>
  `${PAN_BASE[area]}/applications/${id}/crops/${kind}?v=${encodeURIComponent(v)}`;
