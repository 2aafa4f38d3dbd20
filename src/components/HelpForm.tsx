import { useLingui } from '@lingui/react/macro';
import { HELP_TEXT_MAX, HELP_TOPICS, type HelpTopic } from '../domain/helpCalls';
import { HELP_TOPIC_WORDS, sayHelpMessage } from '../i18n/helpWords';
import { Button } from './Button';
import { RadioChoices } from './RadioChoices';
import { TextArea } from './TextArea';

export interface HelpFormValues {
  topic: HelpTopic | null;
  message: string;
}

export interface HelpFormProps {
  values: HelpFormValues;
  /** Each field's message (`topic`, `message`), and `form` for a refusal of the whole call. */
  errors?: Partial<Record<'topic' | 'message' | 'form', string>>;
  /** The call is on its way: Send spins, nothing else can be pressed. */
  isSending?: boolean;
  onChange: (change: { values: HelpFormValues }) => void;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * Ask a Staff's form (docs/product.md, "Help calls"): what it is about, as four radios, and the
 * question, one short text with its counter. The checks are the API's (src/domain/validation.ts).
 */
export function HelpForm({ values, errors = {}, isSending = false, onChange, onSend, onCancel }: HelpFormProps) {
  const { t, i18n } = useLingui();
  const say = (text: string | undefined) => (text ? sayHelpMessage(i18n, text) : undefined);
  return (
    <form
      noValidate
      aria-label={t`Ask a Staff`}
      className="flex w-full flex-col gap-5 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSending) onSend();
      }}
    >
      <div className="flex flex-col gap-1">
        <RadioChoices
          label={t`What is it about?`}
          choices={HELP_TOPICS.map((topic) => ({ value: topic, label: i18n._(HELP_TOPIC_WORDS[topic]) }))}
          value={values.topic}
          isDisabled={isSending}
          onValueChange={({ value: topic }) => onChange({ values: { ...values, topic } })}
        />
        {errors.topic ? (
          <p data-field-error="topic" className="text-small font-medium text-danger">
            {say(errors.topic)}
          </p>
        ) : null}
      </div>
      <TextArea
        label={t`Your question`}
        value={values.message}
        maxLength={HELP_TEXT_MAX}
        rows={4}
        isDisabled={isSending}
        placeholder={t`e.g. Is there nut in the brownie?`}
        onChange={({ value: message }) => onChange({ values: { ...values, message } })}
        errorMessage={say(errors.message)}
      />
      {errors.form ? (
        <p
          role="alert"
          className="rounded-card border-2 border-danger px-tile py-compact text-body font-medium text-heading"
        >
          {say(errors.form)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onPress={onCancel} isDisabled={isSending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={isSending} pendingLabel={t`Sending your question`}>
          {t`Send`}
        </Button>
      </div>
    </form>
  );
}
