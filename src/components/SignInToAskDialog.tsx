import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { ctaLinkStyles } from './ctaLinkStyles';
import { DialogFrame } from './DialogFrame';

export interface SignInToAskDialogProps {
  isOpen: boolean;
  /** Login, then back to this page. */
  loginHref: string;
  /** Sign up, then login, then back to this page. */
  signupHref: string;
  onClose: () => void;
}

/** A visitor pressed Ask a Staff: the answer comes back to an account, so they sign in first. */
export function SignInToAskDialog({ isOpen, loginHref, signupHref, onClose }: SignInToAskDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && onClose()}
      tone="info"
      title={t`Sign in to ask`}
      text={t`A barista answers you on this page: create an account or log in, then ask away. You can also ask at the counter.`}
      isDismissable
    >
      <a href={signupHref} className={ctaLinkStyles({ variant: 'accent', size: 'md' })}>
        {t`Create an account`}
      </a>
      <a href={loginHref} className={ctaLinkStyles({ variant: 'outline', size: 'md' })}>
        {t`Log in`}
      </a>
      <Button variant="ghost" onPress={onClose}>
        {t`Not now`}
      </Button>
    </DialogFrame>
  );
}
