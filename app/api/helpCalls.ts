import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HelpTopic } from '../../src/domain/helpCalls';
import { api } from './client';
import { queryKeys } from './queryKeys';
import type { HelpCall } from './types';

/** `GET help/mine`: the customer's latest help calls, newest first (docs/product.md, "Help calls"). */
export const fetchMyHelpCalls = async (signal?: AbortSignal) => (await api('get', '/api/help/mine', { signal })).data;

export const myHelpCallsQuery = () =>
  queryOptions({ queryKey: queryKeys.help.mine, queryFn: ({ signal }) => fetchMyHelpCalls(signal) });

/** Only a signed-in customer has calls to read; `help` events keep it current (./helpCalls.ts applyHelpEvent). */
export const useMyHelpCalls = (isEnabled: boolean) => useQuery({ ...myHelpCallsQuery(), enabled: isEnabled });

/** `GET help`, staff: the open calls, oldest first, for the queue's panel. */
export const fetchOpenHelpCalls = async (signal?: AbortSignal) => (await api('get', '/api/help', { signal })).data;

export const openHelpCallsQuery = () =>
  queryOptions({ queryKey: queryKeys.help.open, queryFn: ({ signal }) => fetchOpenHelpCalls(signal) });

export const useOpenHelpCalls = () => useQuery(openHelpCallsQuery());

export interface HelpRequest {
  topic: HelpTopic;
  message: string;
  productId?: number;
  orderId?: number;
}

/** `POST help`: the question goes to the baristas; the customer's list shows it at once. */
export function useAskForHelp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ topic, message, productId, orderId }: HelpRequest) =>
      (await api('post', '/api/help', { body: { topic, message, product_id: productId, order_id: orderId } })).data,
    onSuccess: (call) => applyHelpEvent(client, call),
  });
}

/** `PATCH help/{id}`, staff: the answer closes the call; the panel drops it at once. */
export function useAnswerHelpCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }) =>
      (await api('patch', '/api/help/{id}', { params: { id }, body: { reply } })).data,
    onSuccess: (call) => applyHelpEvent(client, call),
    // Answered by someone else meanwhile (409): the panel reads afresh.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.help.open }),
  });
}

/**
 * A help call made or answered (a `help` event, or this device's own request): written into the
 * customer's list when it is theirs, and into the queue's open calls (added while open, dropped once
 * answered). Staff hear every call, so a call not already in "mine" is never added there: that list
 * reads afresh instead, and the server answers only the reader's own.
 */
export function applyHelpEvent(client: QueryClient, call: HelpCall): void {
  let known = false;
  client.setQueryData<HelpCall[]>(queryKeys.help.mine, (calls) =>
    calls?.map((each) => {
      if (each.id !== call.id) return each;
      known = true;
      return call;
    }),
  );
  if (!known) void client.invalidateQueries({ queryKey: queryKeys.help.mine });
  client.setQueryData<HelpCall[]>(queryKeys.help.open, (calls) => {
    if (!calls) return calls;
    const others = calls.filter((each) => each.id !== call.id);
    return call.answered_at ? others : [...others, call].sort((a, b) => a.id - b.id);
  });
}
