import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from './DialogFrame';
import { HelpForm, type HelpFormProps } from './HelpForm';

export interface HelpDialogProps extends HelpFormProps {
  isOpen: boolean;
  /** What the question is about, when the page knows ("Caffe Latte", "order #12"). */
  about?: string | null;
}

/** Ask a Staff in a popup: the form, over the page the customer asks from; Escape or Cancel closes it. */
export function HelpDialog({ isOpen, about, ...form }: HelpDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && !form.isSending && form.onCancel()}
      tone="info"
      title={t`Ask a Staff`}
      text={
        about
          ? t`About ${about}. A barista answers here, usually within a few minutes.`
          : t`A barista answers here, usually within a few minutes.`
      }
      isKeyboardDismissDisabled={form.isSending}
    >
      <HelpForm {...form} />
    </DialogFrame>
  );
}
