import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { optionGroupBody, type OptionGroupDraft } from '../../src/domain/optionGroupDraft';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** `GET option-groups`: every group with its choices, in the order they were made (anyone). */
export const optionGroupsQuery = () =>
  queryOptions({
    queryKey: queryKeys.optionGroups,
    queryFn: ({ signal }) => api('get', '/api/option-groups', { signal }),
  });

export const useOptionGroups = (enabled = true) => useQuery({ ...optionGroupsQuery(), enabled });

/** What Save in the group form raises: `groupId` null makes a new group. */
export interface GroupSave {
  groupId: number | null;
  group: OptionGroupDraft;
}

/**
 * `POST option-groups` or `PATCH option-groups/{id}` (admin) with the whole group; an edit sends
 * every choice in its order, the kept ones with their ids.
 */
export const saveOptionGroup = ({ groupId, group }: GroupSave) =>
  groupId === null
    ? api('post', '/api/option-groups', { body: optionGroupBody(group) })
    : api('patch', '/api/option-groups/{id}', { params: { id: groupId }, body: optionGroupBody(group) });

/** `DELETE option-groups/{id}` (admin): off every product; kept hidden when past orders used it. */
export const deleteOptionGroup = ({ groupId }: { groupId: number }) =>
  api('delete', '/api/option-groups/{id}', { params: { id: groupId } });

/** A group change reaches the groups and every product page that shows them. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.optionGroups }),
    client.invalidateQueries({ queryKey: queryKeys.products.all }),
  ]);

/** The save's mutation, over the given cache. */
export const saveOptionGroupOptions = (client: QueryClient) =>
  mutationOptions({ mutationFn: saveOptionGroup, onSuccess: () => refresh(client) });

/** The delete's mutation, over the given cache. */
export const deleteOptionGroupOptions = (client: QueryClient) =>
  mutationOptions({ mutationFn: deleteOptionGroup, onSuccess: () => refresh(client) });

export const useSaveOptionGroup = () => useMutation(saveOptionGroupOptions(useQueryClient()));

export const useDeleteOptionGroup = () => useMutation(deleteOptionGroupOptions(useQueryClient()));
