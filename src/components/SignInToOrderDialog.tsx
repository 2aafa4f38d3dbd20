import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { ctaLinkStyles } from './ctaLinkStyles';
import { DialogFrame } from './DialogFrame';

export interface SignInToOrderDialogProps {
  isOpen: boolean;
  /** What waits to go into the cart, as the customer chose it ("1 × Caffe Latte (Large)"). */
  line: string;
  /** Login, then back to the product, where the line is added. */
  loginHref: string;
  /** Sign up, then login, then back to the product. */
  signupHref: string;
  onClose: () => void;
}

/**
 * A visitor pressed Add to Cart: the menu is open to anyone, a cart is not. Their line is kept: both
 * ways in bring them back to the product with it in the cart. Creating an account is the accent (a
 * visitor more likely has none) and comes first, where the dialog puts the focus.
 */
export function SignInToOrderDialog({ isOpen, line, loginHref, signupHref, onClose }: SignInToOrderDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && onClose()}
      tone="info"
      title={t`Sign in to order`}
      text={t`${line} waits for you: create an account or log in, and it goes into your cart.`}
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
