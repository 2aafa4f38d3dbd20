import { useLingui } from '@lingui/react/macro';
import { sayMessage } from '../i18n/messageWords';
import { POPUPS } from '../domain/messages';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';

/** 'Are you sure?' before something that cannot be undone, such as deleting a product. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: the confirm button spins and nothing else can close the dialog. */
  isPending?: boolean;
  /** Read to screen readers while pending. */
  pendingLabel?: string;
  onConfirm: () => void;
  /** Raised by Cancel and by Escape. */
  onCancel: () => void;
}

/** Focus starts on Cancel so a stray Enter never deletes; the backdrop does not dismiss it. */
export function ConfirmDialog({
  isOpen,
  title = POPUPS.confirmTitle,
  text = POPUPS.confirmText,
  confirmLabel = POPUPS.confirmButton,
  cancelLabel,
  isPending,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && !isPending && onCancel()}
      tone="warning"
      title={title}
      text={text}
      role="alertdialog"
      isKeyboardDismissDisabled={isPending}
    >
      <Button variant="danger" onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel ?? t`Deleting`}>
        {sayMessage(i18n, confirmLabel)}
      </Button>
      <Button variant="ghost" onPress={onCancel} autoFocus isDisabled={isPending}>
        {cancelLabel ?? t`Cancel`}
      </Button>
    </DialogFrame>
  );
}
