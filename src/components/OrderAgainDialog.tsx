import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { DeliveryMethod } from '../domain/delivery';
import { DELIVERY_METHOD_WORDS } from '../i18n/catalogueWords';
import type { ReorderAddition, ReorderLine, ReorderPlan } from '../domain/reorder';
import { reorderChangeWords, reorderLineWords } from '../i18n/reorderWords';
import { Button } from './Button';
import { DialogFrame } from './DialogFrame';

/** What the customer chose to add: the plan's additions, for that method's cart. */
export interface OrderAgainRequest {
  method: DeliveryMethod;
  additions: ReorderAddition[];
}

/** "Order again" when something changed since the order: exactly what, line by line, and a choice. */
export interface OrderAgainDialogProps {
  isOpen: boolean;
  /** The domain's plan (planReorder); only its changed lines are listed. */
  plan: ReorderPlan;
  /** "Add the rest to the cart". */
  onAdd: (request: OrderAgainRequest) => void;
  /** Cancel, Close or Escape: nothing goes in the cart. */
  onCancel: () => void;
}

function ChangeList({ lines }: { lines: ReorderLine[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-3 flex flex-col gap-2 text-left">
      {lines.map((line, index) => (
        <li key={`${line.productId}:${line.size}:${index}`} className="rounded-chip bg-surface-sunken px-3 py-2">
          <span className="font-semibold text-heading">{reorderLineWords(line)}</span>
          {' — '}
          {reorderChangeWords(i18n, line)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Never silent: when an old order cannot go in the cart exactly as it was, the customer reads what
 * changed and adds the rest or cancels; when none of it can go in, only why, and a close button.
 */
export function OrderAgainDialog({ isOpen, plan, onAdd, onCancel }: OrderAgainDialogProps) {
  const changed = plan.lines.filter((line) => line.change.kind !== 'unchanged');
  const adding = plan.additions.reduce((sum, addition) => sum + addition.amount, 0);
  const { t, i18n } = useLingui();
  const method = i18n._(DELIVERY_METHOD_WORDS[plan.method]);
  const cart = t`${method} cart`;
  // Said below as fragments, text nodes of their own, so the English line is drawn as it always was.
  const items = t`${plural(adding, { one: '# item', other: '# items' })}`;
  const canAdd = adding > 0;

  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => !open && onCancel()}
      tone={canAdd ? 'warning' : 'error'}
      title={canAdd ? t`Some items have changed` : t`Nothing can be added`}
      role="alertdialog"
      text={
        <>
          <p>
            {canAdd ? t`Since you ordered, these items changed:` : t`None of this order can go in your ${cart} now:`}
          </p>
          <ChangeList lines={changed} />
          {canAdd ? (
            <p className="mt-3">
              <Trans>
                Adding the rest puts <Fragment>{items}</Fragment> in your <Fragment>{cart}</Fragment>.
              </Trans>
            </p>
          ) : null}
        </>
      }
    >
      {canAdd ? (
        <>
          <Button variant="primary" autoFocus onPress={() => onAdd({ method: plan.method, additions: plan.additions })}>
            {t`Add the rest to the cart`}
          </Button>
          <Button variant="ghost" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        </>
      ) : (
        <Button variant="primary" autoFocus onPress={onCancel} className="min-w-28!">
          {t`Close`}
        </Button>
      )}
    </DialogFrame>
  );
}
