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
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  isOpen,
  title = POPUPS.confirmTitle,
  text = POPUPS.confirmText,
  confirmLabel = POPUPS.confirmButton,
  cancelLabel = 'Cancel',
  isPending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      tone="warning"
      title={title}
      text={text}
      role="alertdialog"
    >
      <Button variant="danger" onPress={onConfirm} isPending={isPending} pendingLabel="Deleting">
        {confirmLabel}
      </Button>
      <Button variant="ghost" onPress={onCancel} autoFocus isDisabled={isPending}>
        {cancelLabel}
      </Button>
    </DialogFrame>
  );
}
