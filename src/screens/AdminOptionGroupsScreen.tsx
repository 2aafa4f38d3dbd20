import { useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { CARD_CLASS } from '../components/cardStyles';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { OptionGroupEditor } from '../components/OptionGroupEditor';
import { PageHeading } from '../components/PageHeading';
import { Skeleton } from '../components/Skeleton';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Toast } from '../components/Toast';
import { cn } from '../components/styles';
import { EMPTY_OPTION_GROUP, optionGroupDraftOf, type OptionGroupDraft } from '../domain/optionGroupDraft';
import type { OptionGroupView } from '../domain/options';
import { sayMessage } from '../i18n/messageWords';
import { useFormats } from '../i18n/useFormats';

/** A group as the admin's list shows it: its choices, and how many products offer it. */
export interface AdminOptionGroup extends OptionGroupView {
  productCount: number;
}

/** Which group the form is open for: a group's id, or `new` for a group not made yet. */
export type GroupEditing = number | 'new';

/**
 * The admin's "Choices" page: the shop's option groups (Milk, Sugar, Extra shot) with their choices;
 * add one, edit one in place, or delete one after a confirmation.
 */
export interface AdminOptionGroupsScreenProps {
  status: Exclude<ScreenStatus, 'notFound'>;
  groups: readonly AdminOptionGroup[];
  onRetry?: () => void;
  /** The group whose form is open, `new` for a new group, null for none. */
  editing: GroupEditing | null;
  onEditingChange: (change: { editing: GroupEditing | null }) => void;
  /** Save in the open form: `groupId` null makes a new group. */
  onSave: (save: { groupId: number | null; group: OptionGroupDraft }) => void;
  /** Raised after the admin confirmed. */
  onDelete: (request: { groupId: number }) => void;
  /** The open form's save is on its way. */
  isSaving?: boolean;
  /** Why the server refused the open form's save (its own message). */
  serverError?: string | null;
  /** The group whose delete is on its way: its Delete button spins. */
  deletingGroupId?: number | null;
  /** Why the last delete did not happen. */
  deleteError?: string | null;
  onDismissDeleteError?: () => void;
  /** Opens with this group's delete confirmation, so it can be reviewed at rest. */
  defaultConfirmDeleteId?: number | null;
}

/** The group cards, in the list's own grid, while the groups load. */
const GROUPS_SKELETON = (
  <div aria-hidden="true" data-skeleton="option-groups">
    <Skeleton shape="card" count={4} label={null} className="grid gap-4 lg:grid-cols-2" />
  </div>
);

export function AdminOptionGroupsScreen({
  status,
  groups,
  onRetry,
  editing,
  onEditingChange,
  onSave,
  onDelete,
  isSaving,
  serverError,
  deletingGroupId = null,
  deleteError,
  onDismissDeleteError,
  defaultConfirmDeleteId = null,
}: AdminOptionGroupsScreenProps) {
  const { t, i18n } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const [confirmDeleteId, setConfirmDeleteId] = useState<number | null>(defaultConfirmDeleteId);
  const confirming = groups.find((group) => group.id === confirmDeleteId) ?? null;

  // When a form closes (saved or cancelled), focus goes back to the button that opened it.
  const previous = useRef(editing);
  useEffect(() => {
    const closed = previous.current;
    previous.current = editing;
    if (closed === null || editing !== null) return;
    const selector = closed === 'new' ? '[data-add-group]' : `[data-edit-group="${closed}"]`;
    listRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [editing]);

  const editor = (groupId: number | null, initial: OptionGroupDraft, heading: string) => (
    <OptionGroupEditor
      initial={initial}
      heading={heading}
      isSaving={isSaving}
      serverError={serverError}
      onSave={({ group }) => onSave({ groupId, group })}
      onCancel={() => onEditingChange({ editing: null })}
      className="lg:col-span-2"
    />
  );

  return (
    <div ref={listRef} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <PageHeading>{t`Choices`}</PageHeading>
          <p className="max-w-2xl text-body">
            {t`Option groups such as Milk or Sugar: each product offers the groups you tick in its form.`}
          </p>
        </div>
        {status === 'ready' ? (
          <Button
            variant="accent"
            data-add-group
            isDisabled={editing === 'new'}
            onPress={() => onEditingChange({ editing: 'new' })}
          >
            {t`Add group`}
          </Button>
        ) : null}
      </header>
      {deleteError ? (
        <Toast tone="error" message={sayMessage(i18n, deleteError)} onDismiss={() => onDismissDeleteError?.()} />
      ) : null}
      <StatusGate
        status={status}
        onRetry={onRetry}
        loadingLabel={t`Loading the option groups`}
        errorMessage={t`We could not load the option groups. Check your connection and try again.`}
        skeleton={GROUPS_SKELETON}
      >
        {() =>
          groups.length === 0 && editing !== 'new' ? (
            <EmptyState
              title={t`No option groups yet`}
              text={t`Add a group such as Milk with its choices (Whole milk, Oat, Soy), then tick it in a product's form.`}
              actionLabel={t`Add group`}
              onAction={() => onEditingChange({ editing: 'new' })}
            />
          ) : (
            <div className="grid items-start gap-4 lg:grid-cols-2">
              {editing === 'new' ? editor(null, EMPTY_OPTION_GROUP, t`New group`) : null}
              {groups.map((group) => {
                const groupName = group.name;
                return editing === group.id ? (
                  <Fragment key={group.id}>
                    {editor(group.id, optionGroupDraftOf(group), t`Edit ${groupName}`)}
                  </Fragment>
                ) : (
                  <GroupCard
                    key={group.id}
                    group={group}
                    isDeleting={deletingGroupId === group.id}
                    onEdit={() => onEditingChange({ editing: group.id })}
                    onDelete={() => setConfirmDeleteId(group.id)}
                  />
                );
              })}
            </div>
          )
        }
      </StatusGate>
      {confirming ? (
        <ConfirmDialog
          isOpen
          title={t`Delete ${confirming.name}?`}
          text={deleteText(confirming)}
          isPending={deletingGroupId === confirming.id}
          onConfirm={() => {
            onDelete({ groupId: confirming.id });
            setConfirmDeleteId(null);
          }}
          onCancel={() => setConfirmDeleteId(null)}
        />
      ) : null}
    </div>
  );

  function deleteText(group: AdminOptionGroup) {
    const groupName = group.name;
    const count = group.productCount;
    return count === 0
      ? t`No product offers ${groupName}. Past orders keep the choices they were made with.`
      : count === 1
        ? t`${groupName} is taken off the 1 product that offers it. Past orders keep the choices they were made with.`
        : t`${groupName} is taken off the ${count} products that offer it. Past orders keep the choices they were made with.`;
  }
}

/** One group: its name, Required or Optional, how many a line takes, its choices, Edit and Delete. */
function GroupCard({
  group,
  isDeleting,
  onEdit,
  onDelete,
}: {
  group: AdminOptionGroup;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const f = useFormats();
  const headingId = useId();
  const groupName = group.name;
  const max = group.max;
  const count = group.productCount;
  const badge = 'rounded-full border border-border px-2 py-0.5 text-caption font-semibold';
  return (
    <article aria-labelledby={headingId} className={cn(CARD_CLASS, 'flex min-w-0 flex-col gap-4 p-tile sm:p-card')}>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-heading text-section break-words text-heading">
            {groupName}
          </h2>
          <span
            data-required={group.min >= 1 || undefined}
            className={cn(badge, group.min >= 1 ? 'bg-accent text-on-accent' : 'bg-surface-alt text-heading')}
          >
            {group.min >= 1 ? t`Required` : t`Optional`}
          </span>
        </div>
        <p className="text-small text-body">
          {max === 1 ? t`Choose 1` : t`Choose up to ${max}`}
          {' · '}
          {count === 0
            ? t`No product offers it yet`
            : count === 1
              ? t`Offered by 1 product`
              : t`Offered by ${count} products`}
        </p>
      </header>
      <ul className="flex flex-col divide-y divide-border" aria-label={t`${groupName} choices`}>
        {group.choices.map((choice) => (
          <li
            key={choice.id}
            data-sold-out={choice.isSoldOut || undefined}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="flex min-w-0 flex-wrap items-baseline gap-2">
              <span className="break-words text-copy text-heading">{choice.name}</span>
              {choice.isDefault ? <span className={cn(badge, 'bg-surface-alt text-heading')}>{t`Default`}</span> : null}
              {choice.isSoldOut ? (
                <span className={cn(badge, 'bg-surface-sunken text-heading')}>{t`Sold out`}</span>
              ) : null}
            </span>
            <span className="text-small text-primary-text">
              {choice.price > 0 ? `+${f.money(choice.price)}` : t`No extra cost`}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="ghost" size="sm" data-edit-group={group.id} aria-label={t`Edit ${groupName}`} onPress={onEdit}>
          {t`Edit`}
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={t`Delete ${groupName}`}
          isPending={isDeleting}
          pendingLabel={t`Deleting`}
          onPress={onDelete}
        >
          {t`Delete`}
        </Button>
      </div>
    </article>
  );
}
