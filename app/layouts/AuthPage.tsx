import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../../src/components/LanguageSwitch';
import type { ReactNode } from 'react';
import { AuthLayout, type AuthLayoutVariant } from '../../src/components/AuthLayout';
import { ctaLinkStyles } from '../../src/components/ctaLinkStyles';
import { Footer } from '../../src/components/Footer';
import { useAuthPaths } from '../hooks/useAuthPaths';
import { paths } from '../paths';

/** The auth pages' frame: side picture, heading, a link to the other auth page, the form, the footer. */
export function AuthPage({
  title,
  variant,
  switchTo,
  children,
}: {
  title: string;
  variant?: AuthLayoutVariant;
  switchTo: 'login' | 'signup';
  children: ReactNode;
}) {
  const { t } = useLingui();
  const authPaths = useAuthPaths();
  return (
    <AuthLayout
      title={title}
      variant={variant}
      brandHref={paths.landing}
      headerAction={
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <a
            href={switchTo === 'login' ? authPaths.login : authPaths.signup}
            className={ctaLinkStyles({ variant: 'accent', size: 'md' })}
          >
            {switchTo === 'login' ? t`Login` : t`Sign Up`}
          </a>
        </div>
      }
      footer={<Footer year={new Date().getFullYear()} />}
    >
      {children}
    </AuthLayout>
  );
}
