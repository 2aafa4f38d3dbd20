import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { HelpTopic } from '../domain/helpCalls';
import { HELP_TOPIC_WORDS } from '../i18n/helpTopicWords';
import type { HelpDialogProps } from './HelpDialog';
import type { SignInToAskDialogProps } from './SignInToAskDialog';

/** The popups load with the first press of Ask a Staff, never with the page (like the product page's others). */
const HelpDialog = lazy(async () => ({ default: (await import('./HelpDialog')).HelpDialog }));
const SignInToAskDialog = lazy(async () => ({ default: (await import('./SignInToAskDialog')).SignInToAskDialog }));

/** A customer's help call as the page they asked from shows it. */
export interface HelpCallView {
  id: number;
  topic: HelpTopic;
  message: string;
  /** The barista's answer; null while waiting. */
  reply: string | null;
}

export type HelpCornerDialog =
  | ({ kind: 'form' } & Omit<HelpDialogProps, 'isOpen'>)
  | ({ kind: 'signIn' } & Omit<SignInToAskDialogProps, 'isOpen'>)
  | null;

export interface HelpCornerProps {
  /** The latest call asked from this page (this product, this order); null when none. */
  call: HelpCallView | null;
  /** The popup open now: the form, or a visitor's way to sign in. */
  dialog: HelpCornerDialog;
}

function withoutKind<T extends { kind: string }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> {
  return rest;
}

/**
 * Where a customer's question waits and its answer arrives (docs/product.md, "Help calls"): "Sent — a
 * barista will answer here", then the reply, live. A polite live region, so a screen reader hears the
 * answer when it comes.
 */
export function HelpCorner({ call, dialog }: HelpCornerProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div role="status" className="empty:hidden">
        {call ? (
          <section
            data-help-call={call.reply === null ? 'waiting' : 'answered'}
            aria-label={t`Your question to the staff`}
            className="flex flex-col gap-2 rounded-card border-l-4 border-primary-text bg-surface-alt px-tile py-compact text-left"
          >
            <p className="text-small font-semibold text-heading">
              {call.reply === null ? t`Sent — a barista will answer here` : t`A barista answered`}
            </p>
            <p className="text-small break-words">
              <span className="font-semibold">{i18n._(HELP_TOPIC_WORDS[call.topic])}:</span> {call.message}
            </p>
            {call.reply !== null ? <p className="text-body break-words text-heading">{call.reply}</p> : null}
          </section>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'form' ? <HelpDialog isOpen {...withoutKind(dialog)} /> : null}
        {dialog?.kind === 'signIn' ? <SignInToAskDialog isOpen {...withoutKind(dialog)} /> : null}
      </Suspense>
    </>
  );
}
