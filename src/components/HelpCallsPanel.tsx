import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { HELP_TEXT_MAX, type HelpTopic } from '../domain/helpCalls';
import { ticketAgeMs } from '../domain/kitchenTickets';
import { helpReplyFields, validate } from '../domain/validation';
import { HELP_TOPIC_WORDS, sayHelpMessage } from '../i18n/helpWords';
import { Button } from './Button';
import { TextField } from './TextField';
import { z } from 'zod/mini';

/** An open help call as the queue's panel shows it. */
export interface OpenHelpCallView {
  id: number;
  /** The customer's first name; null when their profile has none. */
  firstName: string | null;
  topic: HelpTopic;
  message: string;
  productName: string | null;
  orderId: number | null;
  /** When it was asked (ISO 8601). */
  createdAt: string;
}

export interface HelpCallsPanelProps {
  /** The open calls, oldest first. */
  calls: readonly OpenHelpCallView[];
  /** The board's clock: each call's age is measured against it. */
  now: Date;
  /** Calls that just arrived: they are marked New. */
  newCallIds?: readonly number[];
  /** Calls whose answer is on its way. */
  pendingCallIds?: readonly number[];
  /** A refusal of an answer, by call id (answered by someone else meanwhile, the connection). */
  replyErrors?: Readonly<Record<number, string>>;
  onReply: (reply: { id: number; reply: string }) => void;
}

const replySchema = z.object(helpReplyFields);

/** One call: who asks, about what, how long ago, and a one-line answer with Send. */
function HelpCallItem({
  call,
  now,
  isNew,
  isPending,
  serverError,
  onReply,
}: {
  call: OpenHelpCallView;
  now: Date;
  isNew: boolean;
  isPending: boolean;
  serverError?: string;
  onReply: HelpCallsPanelProps['onReply'];
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minutes = Math.floor(ticketAgeMs(call.createdAt, now) / 60_000);
  const who = call.firstName ?? t`A customer`;
  const product = call.productName;
  const order = call.orderId;
  const about = product ? t`About ${product}` : order !== null ? t`About order #${order}` : null;
  const shownError = error ?? serverError;
  return (
    <li
      aria-labelledby={headingId}
      data-help-call-id={call.id}
      data-new={isNew || undefined}
      className="flex flex-col gap-2 rounded-card bg-surface p-compact shadow-soft data-[new]:outline-3 data-[new]:outline-accent"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-heading text-lead font-bold text-heading">
          {who} · {i18n._(HELP_TOPIC_WORDS[call.topic])}
        </h3>
        <span className="text-small tabular-nums">
          {isNew ? <strong className="mr-2 text-heading">{t`New`}</strong> : null}
          {t`${minutes} min ago`}
        </span>
      </div>
      {about ? <p className="text-small font-semibold">{about}</p> : null}
      <p className="text-body break-words text-heading">{call.message}</p>
      <form
        noValidate
        aria-label={t`Answer ${who}`}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const check = validate(replySchema, { reply });
          if (!check.ok) {
            setError(check.errors.reply ?? null);
            return;
          }
          setError(null);
          onReply({ id: call.id, reply: check.data.reply });
        }}
      >
        <TextField
          label={t`Your answer`}
          value={reply}
          maxLength={HELP_TEXT_MAX}
          isDisabled={isPending}
          onChange={({ value }) => {
            setReply(value);
            setError(null);
          }}
          errorMessage={shownError ? sayHelpMessage(i18n, shownError) : null}
          className="flex-1"
        />
        <Button type="submit" isPending={isPending} pendingLabel={t`Sending the answer`} className="sm:mt-7">
          {t`Send`}
        </Button>
      </form>
    </li>
  );
}

/**
 * The queue's help calls (docs/product.md, "Help calls"): each open question, oldest first, with a
 * one-line answer; answering closes it and the customer sees the answer where they asked.
 */
export function HelpCallsPanel({
  calls,
  now,
  newCallIds = [],
  pendingCallIds = [],
  replyErrors = {},
  onReply,
}: HelpCallsPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const count = calls.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-surface-sunken p-compact">
      <h2 id={headingId} className="font-heading text-lead font-bold text-heading">
        {t`Help calls`} <span className="tabular-nums">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-small">{t`No questions waiting`}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {calls.map((call) => (
            <HelpCallItem
              key={call.id}
              call={call}
              now={now}
              isNew={newCallIds.includes(call.id)}
              isPending={pendingCallIds.includes(call.id)}
              serverError={replyErrors[call.id]}
              onReply={onReply}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
