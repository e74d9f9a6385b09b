import type { ConsentBody } from '../../../contract/privacy/notice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARDS_API,
  type CardApplyAnswer,
  type CardPayout,
  type CardPayoutInput,
  type CardProductsView,
} from '../../../contract/cards/api';
import type { CardApplicationInput } from '../../../contract/cards/form';
import type { CardVendor } from '../../../contract/cards/products';
import { api } from '../../api/client';
import { apiRelative } from '../../api/table';

const M = apiRelative(CARDS_API.merchant);
const B = apiRelative(CARDS_API.backend);

/** The card calls (contract/cards/api.ts) as client paths, relative to /api. */
export const CARD_PATHS = {
  apply: `${M}/cc/apply`,
  products: `${M}/products`,
  merchantList: `${M}/cc-userlist`,
  backendList: `${B}/user-list`,
  payouts: `${B}/payouts`,
  payout: (vendor: CardVendor) => `${B}/payouts/${vendor}`,
} as const;

export const cardKeys = { products: ['cards', 'products'] as const, payouts: ['cards', 'payouts'] as const };

export const applyForCard = (form: CardApplicationInput, consent: ConsentBody | undefined) =>
  api.post<CardApplyAnswer>(CARD_PATHS.apply, { ...form, consent });

export function useCardProducts() {
  return useQuery({ queryKey: cardKeys.products, queryFn: () => api.get<CardProductsView>(CARD_PATHS.products) });
}

export function useCardPayouts() {
  return useQuery({ queryKey: cardKeys.payouts, queryFn: () => api.get<CardPayout[]>(CARD_PATHS.payouts) });
}

export function useSetCardPayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, input }: { vendor: CardVendor; input: CardPayoutInput }) =>
      api.put<CardPayout[]>(CARD_PATHS.payout(vendor), input),
    onSuccess: (payouts) => qc.setQueryData(cardKeys.payouts, payouts),
  });
}
