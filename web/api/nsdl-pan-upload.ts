import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAnswer } from './cache';
import type { ApplicationDetail, DocumentKind } from '../../contract/nsdl-pan';
import { API_BASE, api, ApiError, CANCELLED_TEXT } from './client';
import { said } from '../i18n/said';
import { NETWORK_ERROR_TEXT } from './error-text';
import { PAN_BASE, panKeys } from './nsdl-pan';
import { getToken } from './session';

/**
 * A document upload that reports its progress. fetch cannot report how much of a request body has gone,
 * so the first try goes through XMLHttpRequest with the bearer token the client would send. A 401 (the
 * access token ran out during a long upload) is sent again through the client, which refreshes the token
 * once for every request that needs it and retries; that second try shows no progress.
 */

/** The answer's body read as the client reads it: JSON when it says so, plain text as is, nothing else. */
function bodyOf(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text || xhr.status === 204) return undefined;
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  // A proxy's HTML error page would read as gibberish; only plain text is worth showing.
  return type.startsWith('text/plain') ? text : undefined;
}

/** POSTs a multipart form to a path under /api; onProgress gets 0-100 while the body is sent. */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  if (typeof XMLHttpRequest === 'undefined') return api.upload<T>(path, form);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, NETWORK_ERROR_TEXT));
    xhr.onabort = () => reject(new ApiError(0, undefined, said('common.errors.cancelled', CANCELLED_TEXT)));
    xhr.onload = () => {
      if (xhr.status === 401 && token) {
        api.upload<T>(path, form).then(resolve, reject);
        return;
      }
      const body = bodyOf(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}

export type UploadVars = { kind: DocumentKind; file: File; replaces?: string; onProgress?: (percent: number) => void };

/** Uploads (or replaces) one document of a merchant's application, with progress; the answer updates every cached copy. */
export function useUploadDocumentWithProgress(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: UploadVars) => {
      const fd = new FormData();
      fd.append('kind', v.kind);
      if (v.replaces) fd.append('replaces', v.replaces);
      fd.append('file', v.file);
      return uploadWithProgress<ApplicationDetail>(
        `${PAN_BASE.merchant}/applications/${id}/files`,
        fd,
        v.onProgress ?? (() => {}),
      );
    },
    onSuccess: async (d) => {
      await storeAnswer(qc, panKeys.application('merchant', d.id), d);
      if (d.ackNo) await storeAnswer(qc, panKeys.byAck('merchant', d.ackNo), d);
      void qc.invalidateQueries({ queryKey: ['table'] });
    },
  });
}
