import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { CARD_CLASS } from '../components/cardStyles';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { PageHeading } from '../components/PageHeading';
import { Skeleton } from '../components/Skeleton';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { cn } from '../components/styles';
import { staffInviteValuesSchema, validate } from '../domain/validation';
import { sayMessage } from '../i18n/messageWords';
import { useFormats } from '../i18n/useFormats';

/** Someone who works the shop, as the Staff page lists them. */
export interface StaffMemberView {
  id: number;
  /** Null for an account made before first names were asked. */
  firstName: string | null;
  email: string;
  role: 'admin' | 'staff';
  /** When the account was made (ISO 8601). */
  since: string;
}

/**
 * The admin's Staff page (docs/product.md#staff): the admins and baristas, an invite form that mails
 * a link to choose a password, and removal after a confirmation. The last admin is never offered for
 * removal.
 */
export interface StaffScreenProps {
  status: Exclude<ScreenStatus, 'notFound'>;
  members: readonly StaffMemberView[];
  onRetry?: () => void;
  onInvite: (invite: { email: string; firstName: string }) => void;
  /** The invite is on its way. */
  isInviting?: boolean;
  /** The email the last invite was mailed to: "Invite sent to …". */
  invitedEmail?: string | null;
  /** Why the server refused the invite (its own message). */
  inviteError?: string | null;
  /** Raised after the admin confirmed. */
  onRemove: (removal: { memberId: number }) => void;
  /** The member whose removal is on its way. */
  removingMemberId?: number | null;
  /** Why the last removal did not happen. */
  removeError?: string | null;
  onDismissRemoveError?: () => void;
  /** Opens with this member's removal confirmation, so it can be reviewed at rest. */
  defaultConfirmRemoveId?: number | null;
}

const LIST_SKELETON = (
  <div aria-hidden="true" data-skeleton="staff">
    <Skeleton shape="card" count={3} label={null} className="flex flex-col gap-3" />
  </div>
);

export function StaffScreen({
  status,
  members,
  onRetry,
  onInvite,
  isInviting,
  invitedEmail,
  inviteError,
  onRemove,
  removingMemberId = null,
  removeError,
  onDismissRemoveError,
  defaultConfirmRemoveId = null,
}: StaffScreenProps) {
  const { t, i18n } = useLingui();
  const [confirmRemoveId, setConfirmRemoveId] = useState<number | null>(defaultConfirmRemoveId);
  const confirming = members.find((member) => member.id === confirmRemoveId) ?? null;
  const adminCount = members.filter((member) => member.role === 'admin').length;
  const canRemove = (member: StaffMemberView) => member.role === 'staff' || adminCount > 1;
  const confirmingName = confirming ? nameOf(confirming) : '';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <PageHeading>{t`Staff`}</PageHeading>
        <p className="max-w-2xl text-body">
          {t`Baristas work the queue, the orders and the sold-out switches; admins also run the menu and the books.`}
        </p>
      </header>
      {removeError ? (
        <Toast tone="error" message={sayMessage(i18n, removeError)} onDismiss={() => onDismissRemoveError?.()} />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label={t`People`} className="flex flex-col gap-3">
          <StatusGate
            status={status}
            onRetry={onRetry}
            loadingLabel={t`Loading the staff`}
            errorMessage={t`We could not load the staff. Check your connection and try again.`}
            skeleton={LIST_SKELETON}
          >
            {() => (
              <>
                {members.length > 0 ? (
                  <ul className="flex flex-col gap-3">
                    {members.map((member) => (
                      <MemberRow
                        key={member.id}
                        member={member}
                        canRemove={canRemove(member)}
                        isRemoving={removingMemberId === member.id}
                        onRemove={() => setConfirmRemoveId(member.id)}
                      />
                    ))}
                  </ul>
                ) : null}
                {members.some((member) => member.role === 'staff') ? null : (
                  <EmptyState
                    title={t`No staff yet: invite your first barista`}
                    text={t`They get a mail with a link to choose a password, then sign in and land on the queue.`}
                  />
                )}
              </>
            )}
          </StatusGate>
        </section>
        <InviteForm onInvite={onInvite} isInviting={isInviting} invitedEmail={invitedEmail} inviteError={inviteError} />
      </div>
      {confirming ? (
        <ConfirmDialog
          isOpen
          title={t`Remove ${confirmingName}?`}
          text={removeText(confirming)}
          confirmLabel={t`Remove`}
          isPending={removingMemberId === confirming.id}
          pendingLabel={t`Removing`}
          onConfirm={() => {
            onRemove({ memberId: confirming.id });
            setConfirmRemoveId(null);
          }}
          onCancel={() => setConfirmRemoveId(null)}
        />
      ) : null}
    </div>
  );

  function removeText(member: StaffMemberView) {
    const name = nameOf(member);
    return member.role === 'admin'
      ? t`${name} becomes a customer: they are signed out at once and can no longer run the shop.`
      : t`${name} becomes a customer: they are signed out at once and can no longer open the queue.`;
  }
}

const nameOf = (member: StaffMemberView) => member.firstName ?? member.email;

/** One person: name, email, role and since when; Remove unless they are the last admin. */
function MemberRow({
  member,
  canRemove,
  isRemoving,
  onRemove,
}: {
  member: StaffMemberView;
  canRemove: boolean;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const f = useFormats();
  const name = nameOf(member);
  const since = f.day(member.since);
  return (
    <li
      data-role={member.role}
      className={cn(CARD_CLASS, 'flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-tile sm:px-card')}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-semibold text-heading">{name}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-caption font-semibold',
              member.role === 'admin' ? 'bg-accent text-on-accent' : 'bg-surface-alt text-heading',
            )}
          >
            {member.role === 'admin' ? t`Admin` : t`Barista`}
          </span>
        </p>
        <p className="break-all text-small text-body">{member.email}</p>
        <p className="text-small text-body">{t`Since ${since}`}</p>
      </div>
      {canRemove ? (
        <Button
          variant="danger"
          size="sm"
          aria-label={t`Remove ${name}`}
          isPending={isRemoving}
          pendingLabel={t`Removing`}
          onPress={onRemove}
        >
          {t`Remove`}
        </Button>
      ) : null}
    </li>
  );
}

/** The invite: email and first name, checked as the server checks them. */
function InviteForm({
  onInvite,
  isInviting,
  invitedEmail,
  inviteError,
}: Pick<StaffScreenProps, 'onInvite' | 'isInviting' | 'invitedEmail' | 'inviteError'>) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(staffInviteValuesSchema, { email, firstName });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onInvite(result.data);
  };
  const fieldError = (name: string) => (errors[name] ? sayMessage(i18n, errors[name]) : null);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className={cn(CARD_CLASS, 'flex flex-col gap-4 p-tile sm:p-card')}
    >
      <h2 id={headingId} className="font-heading text-section text-heading">
        {t`Invite a barista`}
      </h2>
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="off"
        value={email}
        onChange={({ value }) => {
          setEmail(value);
          setErrors(({ email: _email, ...rest }) => rest);
        }}
        errorMessage={fieldError('email')}
      />
      <TextField
        label={t`First name`}
        autoComplete="off"
        value={firstName}
        onChange={({ value }) => {
          setFirstName(value);
          setErrors(({ firstName: _firstName, ...rest }) => rest);
        }}
        errorMessage={fieldError('firstName')}
      />
      {inviteError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, inviteError)}
        </p>
      ) : null}
      {invitedEmail ? (
        <p role="status" className="rounded-chip bg-surface-alt p-4 text-heading">
          {t`Invite sent to ${invitedEmail}. The link to choose a password works for 7 days.`}
        </p>
      ) : null}
      <Button type="submit" variant="accent" isPending={isInviting} pendingLabel={t`Sending the invite`}>
        {t`Send invite`}
      </Button>
    </form>
  );
}
