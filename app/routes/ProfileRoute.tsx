import { useLingui } from '@lingui/react/macro';
import { POPUPS } from '../../src/domain/messages';
import { GENDERS, type Gender } from '../../src/domain/validation';
import { ProfileScreen, type ProfileValues } from '../../src/screens/ProfileScreen';
import { errorText } from '../api/client';
import { profileBody, useEditProfile } from '../api/editProfile';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MEMBER_CARD_ANCHOR } from '../../src/domain/memberCard';
import { useMemberCard } from '../api/memberCard';
import { useProfile } from '../api/profile';
import { useDeleteProfileImage, useUpdateProfileImage } from '../api/profileImage';
import type { Profile } from '../api/types';
import { paths } from '../paths';
import { usePopups } from '../state/popups';
import { useSession } from '../state/session';
import { screenStatus } from '../views/screenStatus';
import { memberCardView } from '../views/memberCardView';
import { PageTitle } from '../views/PageTitle';
import { logout } from '../api/logout';

/** The stored profile as the form's values: nothing missing, the birth date as the date input wants it. */
function profileValues(profile: Profile): ProfileValues {
  const gender: Gender = GENDERS.includes(profile.gender as Gender) ? (profile.gender as Gender) : 'male';
  return {
    email: profile.email,
    address: profile.address ?? '',
    phoneNumber: profile.phone_number ?? '',
    username: profile.username ?? '',
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    bod: (profile.bod ?? '').slice(0, 10),
    gender,
  };
}

/** `/cust/profile` and `/admin/profile`: view and edit, photo, Edit Password, Log out. */
export function ProfileRoute() {
  const { t } = useLingui();
  const { role, signOut } = useSession();
  const { alert } = usePopups();
  const profile = useProfile();
  // Only a customer holds a card: staff and admins have none to ask for.
  const memberCard = useMemberCard(role === 'customer');
  // The tracker's "See your member card" lands on the card once it is drawn (it loads after the page).
  const { hash } = useLocation();
  const hasCard = Boolean(memberCard.data) && Boolean(profile.data);
  useEffect(() => {
    if (hasCard && hash === `#${MEMBER_CARD_ANCHOR}`) document.getElementById(MEMBER_CARD_ANCHOR)?.scrollIntoView();
  }, [hasCard, hash]);
  const save = useEditProfile();
  const upload = useUpdateProfileImage();
  const removePhoto = useDeleteProfileImage();
  const failed = (error: unknown) => void alert({ tone: 'error', title: POPUPS.errorTitle, text: errorText(error) });
  return (
    <>
      <PageTitle page={t`Profile`} />
      <ProfileScreen
        status={screenStatus(profile)}
        profile={profile.data ? profileValues(profile.data) : null}
        photoUrl={profile.data?.image ?? null}
        memberCard={memberCard.data ? memberCardView(memberCard.data) : null}
        editPasswordHref={role === 'customer' ? paths.custEditPassword : paths.adminEditPassword}
        isSaving={save.isPending}
        isPhotoPending={upload.isPending || removePhoto.isPending}
        onRetry={() => void profile.refetch()}
        onSave={(values) =>
          save.mutate(profileBody(values), {
            onSuccess: () => void alert({ tone: 'success', title: POPUPS.profileUpdated }),
            onError: failed,
          })
        }
        onChoosePhoto={({ file }) => upload.mutate(file, { onError: failed })}
        onRemovePhoto={() =>
          removePhoto.mutate(undefined, {
            onSuccess: () => void alert({ tone: 'success', title: POPUPS.imageDeleted }),
            onError: failed,
          })
        }
        onLogout={() => {
          // The call reads the token first; the login guard then takes the user to a plain /auth/login.
          void logout();
          signOut('logout');
          void alert({ tone: 'info', title: POPUPS.logout });
        }}
      />
    </>
  );
}
