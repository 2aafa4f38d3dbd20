import { useLingui } from '@lingui/react';
import { sayMessage } from '../i18n/messageWords';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { tv } from './styles';

/** The four popup moods of docs/product.md#popups, each with its own icon. */
export type DialogTone = 'success' | 'error' | 'warning' | 'info';

const iconStyles = tv({
  base: 'inline-flex size-16 items-center justify-center rounded-full',
  variants: {
    tone: {
      success: 'bg-surface-sunken text-success',
      error: 'bg-surface-sunken text-danger',
      warning: 'bg-surface-sunken text-warning',
      info: 'bg-surface-sunken text-primary-text',
    },
  },
});

const ICONS: Record<DialogTone, string> = {
  success: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 12-12-1.4-1.4z',
  error: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4l5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
  warning: 'M11 4h2v11h-2zM11 17h2v2h-2z',
  info: 'M11 10h2v9h-2zM11 5h2v2h-2z',
};

/** The shared popup frame: overlay, centred card, tone icon, title and text; the caller adds buttons. */
export interface DialogFrameProps {
  isOpen: boolean;
  onOpenChange?: (change: { isOpen: boolean }) => void;
  tone: DialogTone;
  title: string;
  text?: ReactNode;
  /** 'alertdialog' for popups that need an answer or report a failure. */
  role?: 'dialog' | 'alertdialog';
  /** Clicking the backdrop closes it (Escape always does unless keyboard dismissal is off). */
  isDismissable?: boolean;
  /** Keeps Escape from closing it, e.g. while a delete is under way. */
  isKeyboardDismissDisabled?: boolean;
  /** The buttons. */
  children: ReactNode;
}

/** react-aria's Modal traps focus, closes on Escape and returns focus to whatever opened it. */
export function DialogFrame({
  isOpen,
  onOpenChange,
  tone,
  title,
  text,
  role = 'dialog',
  isDismissable,
  isKeyboardDismissDisabled,
  children,
}: DialogFrameProps) {
  const { i18n } = useLingui();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange && ((next) => onOpenChange({ isOpen: next }))}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4"
    >
      <Modal className="max-h-full w-full max-w-md overflow-y-auto rounded-card bg-surface p-card text-center shadow-card sm:p-panel">
        <Dialog role={role} className="flex flex-col items-center gap-4" data-tone={tone}>
          <span aria-hidden="true" className={iconStyles({ tone })}>
            <svg viewBox="0 0 24 24" className="size-9" fill="currentColor">
              <path d={ICONS[tone]} />
            </svg>
          </span>
          <Heading slot="title" className="font-heading text-section text-heading">
            {sayMessage(i18n, title)}
          </Heading>
          {text ? (
            <div className="text-body break-words">{typeof text === 'string' ? sayMessage(i18n, text) : text}</div>
          ) : null}
          <div className="mt-2 flex w-full flex-wrap justify-center gap-3">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
