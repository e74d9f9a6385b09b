import { useMutation } from '@tanstack/react-query';
import {
  PRIVACY_ERASURE_API,
  type ErasureAnswer,
  type ErasureBody,
  type PersonSearch,
  type PersonSearchAnswer,
} from '../../contract/privacy/erasure';
import { api } from './client';
import { apiRelative } from './table';

/*
 * Setting › Erasure calls (docs/decisions/0067). The search is a mutation, not a query: each search is
 * logged with its reason, so it runs when the admin asks and never again on a refetch.
 */

export function usePersonSearch() {
  return useMutation({
    mutationFn: (body: PersonSearch) => api.post<PersonSearchAnswer>(apiRelative(PRIVACY_ERASURE_API.search), body),
  });
}

export function useErasePerson() {
  return useMutation({
    mutationFn: (body: ErasureBody) => api.post<ErasureAnswer>(apiRelative(PRIVACY_ERASURE_API.erase), body),
  });
}
