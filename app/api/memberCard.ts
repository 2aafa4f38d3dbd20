import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from './client';
import { queryKeys } from './queryKeys';

/*
 * The customer's member card (docs/product.md, "Member card"): issued by the server when a qualifying
 * order is paid, its points a ledger. The profile, the tracker and the cart's free drink read it.
 */

/** `GET user/member-card`, the signed-in customer's own; null while they have none (404). */
export async function fetchMemberCard(signal?: AbortSignal) {
  try {
    return (await api('get', '/api/user/member-card', { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const memberCardQuery = () =>
  queryOptions({ queryKey: queryKeys.memberCard, queryFn: ({ signal }) => fetchMemberCard(signal) });

/** The card, or null; `enabled` false for a visitor or staff, who hold none. */
export const useMemberCard = (enabled = true) => useQuery({ ...memberCardQuery(), enabled });

/** A `member_card` event: the card was issued or its points moved; the card is read afresh. */
export const applyMemberCardEvent = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.memberCard });
