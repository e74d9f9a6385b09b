import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierCandidate, CourierFormInput, CourierMerchantOption, CourierView } from '../../contract/couriers';
import { COURIERS_API } from '../../contract/couriers-base';
import { api } from './client';
import { apiRelative, tableQueryKey } from './table';

export type CourierArea = keyof typeof COURIERS_API;

/** The courier calls (contract/couriers.ts) as client paths, relative to /api. */
export function courierPaths(area: CourierArea) {
  const base = apiRelative(COURIERS_API[area]);
  return {
    base,
    list: `${base}/list`,
    export: `${base}/list/export`,
    one: (id: number) => `${base}/${id}`,
    candidates: (merchantCode?: string) =>
      merchantCode ? `${base}/candidates?merchantCode=${encodeURIComponent(merchantCode)}` : `${base}/candidates`,
    merchants: `${base}/merchants`,
    receive: (id: number) => `${base}/${id}/receive`,
    return: (id: number) => `${base}/${id}/return`,
  };
}

// Issue 29: in a module of their own, so a PAN list or dashboard linking to a courier screen loads no courier API.
export { COURIER_ROUTES } from './courier-routes';

export const courierKeys = {
  all: ['couriers'] as const,
  one: (area: CourierArea, id: number) => ['couriers', area, id] as const,
  candidates: (area: CourierArea, merchantCode?: string) =>
    ['couriers', area, 'candidates', merchantCode ?? ''] as const,
  merchants: ['couriers', 'backend', 'merchants'] as const,
};

export function useCourier(area: CourierArea, id: number | null) {
  return useQuery({
    queryKey: courierKeys.one(area, id ?? 0),
    queryFn: () => api.get<CourierView>(courierPaths(area).one(id!)),
    enabled: id !== null,
  });
}

/** Acknowledged applications not yet in a courier: the merchant's own, or (back office) one merchant's. */
export function useCourierCandidates(area: CourierArea, merchantCode?: string) {
  const enabled = area === 'merchant' || !!merchantCode;
  return useQuery({
    queryKey: courierKeys.candidates(area, merchantCode),
    queryFn: () =>
      api.get<CourierCandidate[]>(courierPaths(area).candidates(area === 'backend' ? merchantCode : undefined)),
    enabled,
  });
}

export function useCourierMerchants(enabled = true) {
  return useQuery({
    queryKey: courierKeys.merchants,
    queryFn: () => api.get<CourierMerchantOption[]>(courierPaths('backend').merchants),
    enabled,
  });
}

export type CourierPayload = CourierFormInput & { merchantCode?: string };

/** Every screen that shows couriers or the applications they move (lists, candidates, details). */
function invalidateCouriers(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courierKeys.all }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(courierPaths('merchant').list) }),
    queryClient.invalidateQueries({ queryKey: tableQueryKey(courierPaths('backend').list) }),
  ]);
}

/** Records a new courier (POST) or corrects one (PUT, merchant only). */
export function useSaveCourier(area: CourierArea, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierPayload) =>
      id === null
        ? api.post<CourierView>(courierPaths(area).base, body)
        : api.put<CourierView>(courierPaths(area).one(id), body),
    onSuccess: () => void invalidateCouriers(queryClient),
  });
}

export function useDecideCourier(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => void invalidateCouriers(queryClient);
  const receive = useMutation({
    mutationFn: () => api.post<CourierView>(courierPaths('backend').receive(id), {}),
    onSuccess,
  });
  const markReturned = useMutation({
    mutationFn: (remark: string) => api.post<CourierView>(courierPaths('backend').return(id), { remark }),
    onSuccess,
  });
  return { receive, markReturned };
}
