import { buttonStyles } from './Button';

/**
 * 'Sign Up / Login With Google': a link to the server's start of the sign-in (a page the browser
 * leaves for Google's), drawn as the quiet ghost button. Screens show it only where the shop has
 * Google set up; otherwise there is no button at all.
 */
export interface GoogleButtonProps {
  label: string;
  /** The server's start of the sign-in, with the app page to come back to. */
  href: string;
}

export function GoogleButton({ label, href }: GoogleButtonProps) {
  return (
    <a
      href={href}
      className={buttonStyles({
        variant: 'ghost',
        size: 'lg',
        isFullWidth: true,
        className:
          'hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
      })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22ZM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9ZM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.7 9.4 5.9 12 5.9Z" />
      </svg>
      {label}
    </a>
  );
}
