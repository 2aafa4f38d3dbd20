import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { POPUPS } from '../../src/domain/messages';
import { AdminOptionGroupsScreen, type GroupEditing } from '../../src/screens/AdminOptionGroupsScreen';
import { errorText } from '../api/client';
import { useDeleteOptionGroup, useOptionGroups, useSaveOptionGroup } from '../api/optionGroups';
import { usePopups } from '../state/popups';
import { adminOptionGroups } from '../views/adminOptionGroups';
import { PageTitle } from '../views/PageTitle';

/** `/admin/option-groups`: the shop's option groups, made, changed and deleted in place. */
export function AdminOptionGroupsRoute() {
  const { t } = useLingui();
  const { alert } = usePopups();
  const groups = useOptionGroups();
  const save = useSaveOptionGroup();
  const remove = useDeleteOptionGroup();
  const [editing, setEditing] = useState<GroupEditing | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const shown = useMemo(() => adminOptionGroups(groups.data?.data ?? []), [groups.data]);
  return (
    <>
      <PageTitle page={t`Choices`} />
      <AdminOptionGroupsScreen
        // A list that failed once but is cached stays shown; only no answer at all is an error.
        status={groups.data ? 'ready' : groups.isError ? 'error' : 'loading'}
        groups={shown}
        onRetry={() => void groups.refetch()}
        editing={editing}
        onEditingChange={({ editing: next }) => {
          save.reset();
          setEditing(next);
        }}
        isSaving={save.isPending}
        serverError={save.error ? errorText(save.error) : null}
        onSave={(change) =>
          save.mutate(change, {
            onSuccess: ({ data }) => {
              setEditing(null);
              const name = data.name;
              void alert({
                tone: 'success',
                title: POPUPS.doneTitle,
                text: change.groupId === null ? t`${name} has been added` : t`${name} has been updated`,
              });
            },
          })
        }
        deletingGroupId={remove.isPending ? remove.variables.groupId : null}
        deleteError={deleteError}
        onDismissDeleteError={() => setDeleteError(null)}
        onDelete={(request) => {
          setDeleteError(null);
          remove.mutate(request, {
            onSuccess: () =>
              void alert({ tone: 'success', title: POPUPS.deletedTitle, text: t`The group has been deleted` }),
            onError: (error) => setDeleteError(errorText(error)),
          });
        }}
      />
    </>
  );
}
