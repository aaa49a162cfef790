import type { TPetShopResponse } from '@shared/schemas/pet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { petKeys } from './pet-keys';

export const getShop = () => apiFetch<TPetShopResponse>('/api/pet/shop');

// The catalogue only changes with a deploy.
export const shopQueryOptions = () =>
  queryOptions({ queryKey: petKeys.shop(), queryFn: getShop, staleTime: Number.POSITIVE_INFINITY });

export function useShop() {
  return useQuery(shopQueryOptions());
}
