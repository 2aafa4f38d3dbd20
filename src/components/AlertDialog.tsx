import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { DialogFrame, type DialogTone } from './DialogFrame';

/** The popups of docs/product.md#popups ('Success Login', 'Failed', 'Warning!'…): title, text, tone icon and OK. */
export interface AlertDialogProps {
  isOpen: boolean;
  tone: DialogTone;
  title: string;
  text?: ReactNode;
  buttonLabel?: string;
  /** Raised by OK, Escape or a click on the backdrop. */
  onClose: () => void;
}

/** Failures and warnings are alert dialogs so screen readers read them at once; good news is a plain dialog. */
export function AlertDialog({ isOpen, tone, title, text, buttonLabel, onClose }: AlertDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && onClose()}
      tone={tone}
      title={title}
      text={text}
      role={tone === 'success' || tone === 'info' ? 'dialog' : 'alertdialog'}
      isDismissable
    >
      <Button variant="primary" onPress={onClose} autoFocus className="min-w-28!">
        {buttonLabel ?? t`OK`}
      </Button>
    </DialogFrame>
  );
}
