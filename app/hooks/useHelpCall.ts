import { useState } from 'react';
import type { HelpCallView, HelpCornerProps } from '../../src/components/HelpCorner';
import type { HelpFormProps, HelpFormValues } from '../../src/components/HelpForm';
import { loadFormChecks, preloadFormChecks } from '../../src/hooks/formChecks';
import { ApiError, errorText } from '../api/client';
import { useAskForHelp, useMyHelpCalls } from '../api/helpCalls';
import type { HelpCall } from '../api/types';
import { useSession } from '../state/session';

const EMPTY: HelpFormValues = { topic: null, message: '' };

export interface HelpPlace {
  productId?: number;
  orderId?: number;
  /** The product's name or "order #12", for the popup's line. */
  about: string | null;
  /** Where a visitor signs in or up, coming back here; null where only customers come. */
  visitor: { loginHref: string; signupHref: string } | null;
}

const viewOf = (call: HelpCall): HelpCallView => ({
  id: call.id,
  topic: call.topic,
  message: call.message,
  reply: call.reply,
});

/**
 * Ask a Staff on a page (docs/product.md, "Help calls"): the form's state, the sending, and the latest
 * call asked from this place (this product, this order), from `help/mine`, which `help` events keep
 * current, so the answer shows live and after a reload.
 */
export function useHelpCall({ productId, orderId, about, visitor }: HelpPlace): {
  help: HelpCornerProps;
  open: () => void;
} {
  const { session } = useSession();
  const mine = useMyHelpCalls(session !== null);
  const ask = useAskForHelp();
  const [dialog, setDialog] = useState<'form' | 'signIn' | null>(null);
  const [values, setValues] = useState<HelpFormValues>(EMPTY);
  const [errors, setErrors] = useState<HelpFormProps['errors']>({});

  const latest =
    mine.data?.find((call) =>
      productId !== undefined ? call.product_id === productId : orderId !== undefined && call.order_id === orderId,
    ) ?? null;

  const close = () => {
    setDialog(null);
    setErrors({});
  };
  const send = async () => {
    try {
      // The form's checks load when the form first opens (src/hooks/formChecks.ts), not with the page.
      const { validate, helpValuesSchema } = await loadFormChecks();
      const check = validate(helpValuesSchema, values);
      if (!check.ok) {
        setErrors(check.errors);
        return;
      }
      await ask.mutateAsync({ ...check.data, productId, orderId });
      setValues(EMPTY);
      close();
    } catch (error) {
      const details = error instanceof ApiError ? error.details : undefined;
      setErrors(details?.message || details?.topic ? details : { form: errorText(error) });
    }
  };

  const form: HelpCornerProps['dialog'] =
    dialog === 'form'
      ? {
          kind: 'form',
          about,
          values,
          errors,
          isSending: ask.isPending,
          onChange: ({ values: next }) => setValues(next),
          onSend: () => void send(),
          onCancel: close,
        }
      : dialog === 'signIn' && visitor
        ? { kind: 'signIn', ...visitor, onClose: close }
        : null;

  return {
    help: { call: latest ? viewOf(latest) : null, dialog: form },
    open: () => {
      if (session !== null) preloadFormChecks();
      setDialog(session === null ? 'signIn' : 'form');
    },
  };
}
