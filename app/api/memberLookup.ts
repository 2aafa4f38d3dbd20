import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLookupResult } from '../../src/screens/MemberLookupScreen';
import { api, ApiError, type Answer } from './client';
import { queryKeys } from './queryKeys';

type MemberCardLookup = Answer<'/api/member-cards/{number}', 'get'>['data'];

/** `GET member-cards/{number}`, staff and admin: the member's first name, points and card date (docs/product.md, "Member card"). */
export const fetchCardByNumber = async (number: string, signal?: AbortSignal) =>
  (await api('get', '/api/member-cards/{number}', { params: { number }, signal })).data;

/** An answer (404 for a number no card has) is final; only a call without one is tried again. */
const retryWithoutAnswer = (failures: number, error: unknown) => !(error instanceof ApiError) && failures < 2;

/** The look-up of one normalised number; `null` asks nothing yet. */
export const memberLookupQuery = (number: string | null) =>
  queryOptions({
    queryKey: queryKeys.memberLookup(number ?? ''),
    queryFn: ({ signal }) => fetchCardByNumber(number ?? '', signal),
    enabled: number !== null,
    retry: retryWithoutAnswer,
    // Points change with every paid order: a card looked up again is read again.
    staleTime: 0,
    gcTime: 0,
  });

export const useMemberLookup = (number: string | null) => useQuery(memberLookupQuery(number));

/**
 * The look-up as the screen shows it: a 404 is a well-formed number no card has (`unknown`); any other
 * failure, with or without an answer, asks to check the connection.
 */
export function memberLookupResult(
  number: string | null,
  query: { isPending: boolean; isFetching: boolean; data?: MemberCardLookup; error: unknown },
): MemberLookupResult {
  if (number === null) return { state: 'idle' };
  if (query.isFetching || query.isPending) return { state: 'loading', number };
  if (query.data) {
    const { first_name, points, issued_at } = query.data;
    return { state: 'found', number, firstName: first_name, points, issuedAt: issued_at };
  }
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'unknown', number };
  return { state: 'error', reason: 'connection' };
}
