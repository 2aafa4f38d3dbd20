import type { ReactNode } from 'react';
import { Button } from './Button';
import { DialogFrame, type DialogTone } from './DialogFrame';

/** The specification's popups ('Success Login', 'Failed', 'Warning!'…): title, text, tone icon and OK. */
export interface AlertDialogProps {
  isOpen: boolean;
  tone: DialogTone;
  title: string;
  text?: ReactNode;
  buttonLabel?: string;
  onClose: () => void;
}

export function AlertDialog({ isOpen, tone, title, text, buttonLabel = 'OK', onClose }: AlertDialogProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      tone={tone}
      title={title}
      text={text}
      role={tone === 'success' || tone === 'info' ? 'dialog' : 'alertdialog'}
      isDismissable
    >
      <Button variant="primary" onPress={onClose} autoFocus>
        {buttonLabel}
      </Button>
    </DialogFrame>
  );
}
