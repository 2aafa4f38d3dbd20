import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '../i18n/locales';
import { sayMessage } from '../i18n/messageWords';
import { useLocaleChoice } from '../i18n/LocaleChoice';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useState } from 'react';
import { Button } from '../components/Button';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { ProfileContactSection, type ProfileContactValues } from '../components/ProfileContactSection';
import { ProfileDetailsSection, type ProfileDetailsValues } from '../components/ProfileDetailsSection';
import { MESSAGES } from '../domain/messages';
import { profileValuesSchema, validate, type FieldErrors, type Gender } from '../domain/validation';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';
import { Skeleton } from '../components/Skeleton';
import { CARD_CLASS } from '../components/cardStyles';
import { cn } from '../components/styles';
import { PageHeading } from '../components/PageHeading';
import { MemberCard, type MemberCardProps } from '../components/MemberCard';
import { MemberLedger } from '../components/MemberLedger';
import { MEMBER_CARD_ANCHOR, type LedgerEntry } from '../domain/memberCard';

/** The profile fields in the screen's words; the app maps them to the edit-profile call's fields. */
export type ProfileValues = ProfileContactValues & ProfileDetailsValues & { gender: Gender };

/** The page's language and the switch to the other one (the nav bar's is on the landing and sign-in pages). */
function LanguageRow() {
  const { t } = useLingui();
  const { locale } = useLocaleChoice();
  return (
    <div className="flex w-full items-center justify-between gap-3 rounded-chip bg-surface-sunken py-1 pr-1 pl-4">
      <p className="text-small text-body">
        {t`Language`}: <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </p>
      <LanguageSwitch />
    </div>
  );
}

/** Profile (both roles): view and edit modes, photo choose/remove, Edit Password and Log out. */
export interface ProfileScreenProps {
  status: ScreenStatus;
  profile: ProfileValues | null;
  photoUrl?: string | null;
  onSave: (values: ProfileValues) => void;
  onChoosePhoto: (choice: { file: File }) => void;
  onRemovePhoto: () => void;
  onLogout: () => void;
  isSaving?: boolean;
  isPhotoPending?: boolean;
  /** Opens in edit mode, so the form and its saving state can be reviewed at rest. */
  defaultEditing?: boolean;
  editPasswordHref: string;
  onRetry?: () => void;
  /**
   * The customer's member card and its ledger (docs/product.md, "Member card"): shown under the
   * profile, its QR code for the counter; left out while they have none.
   */
  memberCard?: (MemberCardProps & { ledger: readonly LedgerEntry[] }) | null;
}

/** The heading, the photo card and the two cards of fields, in the profile's own grid, while it loads. */
const PROFILE_SKELETON = (
  <div aria-hidden="true" data-skeleton="profile" className="flex flex-col gap-6">
    <Skeleton shape="heading" label={null} />
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className={cn(CARD_CLASS, 'flex flex-col items-center gap-4 p-card')}>
        <Skeleton shape="avatar" label={null} />
        <Skeleton shape="line" count={2} label={null} className="flex flex-col w-full items-center gap-2" />
        <Skeleton
          shape="button"
          count={2}
          label={null}
          className="flex flex-col gap-3 w-full"
          pieceClassName="h-11! rounded-chip!"
        />
      </div>
      <div className="flex flex-col gap-6">
        {/* Contact (three fields) and details (four): the sections' own cards and two-column grids. */}
        {[3, 4].map((fields) => (
          <div key={fields} className={cn(CARD_CLASS, 'flex flex-col gap-4 p-summary sm:p-panel')}>
            <Skeleton shape="line" label={null} pieceClassName="h-6! w-1/3!" />
            <Skeleton shape="field" count={fields} label={null} className="grid grid-cols-1 gap-4 md:grid-cols-2" />
          </div>
        ))}
      </div>
    </div>
  </div>
);

export function ProfileScreen(props: ProfileScreenProps) {
  const { t } = useLingui();
  return (
    <StatusGate
      status={props.status}
      onRetry={props.onRetry}
      loadingLabel={t`Loading your profile`}
      skeleton={PROFILE_SKELETON}
    >
      {() => (props.profile ? <Profile {...props} profile={props.profile} /> : null)}
    </StatusGate>
  );
}

function Profile({
  profile,
  photoUrl,
  onSave,
  onChoosePhoto,
  onRemovePhoto,
  onLogout,
  isSaving,
  isPhotoPending,
  defaultEditing = false,
  editPasswordHref,
  memberCard = null,
}: ProfileScreenProps & { profile: ProfileValues }) {
  const { t, i18n } = useLingui();
  const [isEditing, setEditing] = useState(defaultEditing);
  const [values, setValues] = useState<ProfileValues>(profile);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = ({ field, value }: { field: keyof ProfileValues; value: string }) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const cancel = () => {
    setValues(profile);
    setErrors({});
    setEditing(false);
  };
  const save = () => {
    const result = validate(profileValuesSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onSave(values);
    setEditing(false);
  };
  const hasEmpty = Object.values(errors).includes(MESSAGES.profileEmpty);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t`User Profile`}</PageHeading>
        {isEditing ? null : (
          <Button variant="ghost" onPress={() => setEditing(true)}>
            {t`Edit profile`}
          </Button>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <aside className="flex flex-col items-center gap-4 rounded-card bg-surface p-card shadow-soft">
          <ProfileAvatar
            src={photoUrl}
            name={values.username}
            onChoose={onChoosePhoto}
            onRemove={onRemovePhoto}
            isPending={isPhotoPending}
          />
          <p className="font-heading text-lead font-bold text-heading">{profile.username || profile.email}</p>
          <p className="text-small text-muted">{profile.email}</p>
          <a
            href={editPasswordHref}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-chip bg-primary px-4 font-semibold text-on-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t`Edit Password`}
          </a>
          <LanguageRow />
          <Button variant="ghost" isFullWidth onPress={onLogout}>
            {t`Log out`}
          </Button>
        </aside>
        <div className="flex flex-col gap-6">
          <ProfileContactSection values={values} errors={errors} isEditing={isEditing} onChange={change} />
          <ProfileDetailsSection values={values} errors={errors} isEditing={isEditing} onChange={change} />
          {hasEmpty ? (
            <p role="alert" className="font-medium text-danger">
              {sayMessage(i18n, MESSAGES.profileEmpty)}
            </p>
          ) : null}
          {isEditing ? (
            <div className="flex flex-wrap gap-3">
              <Button variant="primary" onPress={save} isPending={isSaving} pendingLabel={t`Saving`}>
                {t`Save Change`}
              </Button>
              <Button variant="ghost" onPress={cancel}>
                {t`Cancel`}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {memberCard ? (
        <div id={MEMBER_CARD_ANCHOR} className="grid scroll-mt-8 gap-6 lg:grid-cols-2">
          <MemberCard number={memberCard.number} points={memberCard.points} issuedAt={memberCard.issuedAt} />
          <MemberLedger entries={memberCard.ledger} className="w-full" />
        </div>
      ) : null}
    </div>
  );
}
