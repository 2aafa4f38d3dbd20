import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OptionChoiceView, OptionGroupView } from '../domain/options';
import { useFormats } from '../i18n/useFormats';
import { CheckboxInput } from './CheckboxChoices';
import { RadioInput } from './RadioChoices';
import { cn } from './styles';

/** The value of the "none" radio of an optional single-choice group (no choice id is 0). */
const NONE = 0;

export interface OptionGroupPickerProps {
  group: OptionGroupView;
  /** The ids of this group's chosen choices. */
  value: readonly number[];
  onChange: (change: { groupId: number; ids: number[] }) => void;
  /** Shown under the choices (a required group left empty when Add to Cart was pressed). */
  errorMessage?: string | null;
  isDisabled?: boolean;
}

/**
 * One option group of a product (Milk, Sugar, Extra shot) as a fieldset named by its legend: a
 * single choice (`max` 1) as native radios, with "None" when the group may be left empty; more as
 * checkboxes, the rest held back once `max` are chosen. Each choice says its price when it adds one
 * and "sold out" when it cannot be chosen (docs/product.md, "Customisations").
 */
export function OptionGroupPicker({ group, value, onChange, errorMessage, isDisabled }: OptionGroupPickerProps) {
  const { t } = useLingui();
  const f = useFormats();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const isSingle = group.max === 1;
  const isRequired = group.min >= 1;
  const chosen = new Set(value);
  const isFull = !isSingle && chosen.size >= group.max;
  const hint = isSingle
    ? isRequired
      ? t`Choose one`
      : t`Choose one, or none`
    : isFull
      ? t`Up to ${group.max}: you chose ${group.max}, untick one to change`
      : t`Choose up to ${group.max}`;

  const choose = (choice: OptionChoiceView, isOn: boolean) => {
    if (isSingle) return onChange({ groupId: group.id, ids: isOn ? [choice.id] : [] });
    const ids = group.choices
      .filter((candidate) => (candidate.id === choice.id ? isOn : chosen.has(candidate.id)))
      .map((candidate) => candidate.id);
    onChange({ groupId: group.id, ids });
  };

  const choiceLabel = (
    key: number,
    input: React.ReactNode,
    words: string,
    extra: { price?: number; soldOut?: boolean; disabled?: boolean },
  ) => (
    <label
      key={key}
      data-disabled={extra.disabled || undefined}
      className="flex min-h-11 cursor-pointer items-center gap-3 text-copy text-heading data-[disabled]:cursor-not-allowed data-[disabled]:text-muted"
    >
      {input}
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span className="break-words">{words}</span>
        {extra.soldOut ? (
          <span className="text-small">{t`sold out`}</span>
        ) : extra.price ? (
          <span className="text-small text-primary-text">+{f.money(extra.price)}</span>
        ) : null}
      </span>
    </label>
  );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1"
      aria-describedby={cn(hintId, errorMessage ? errorId : '') || undefined}
      aria-invalid={errorMessage ? true : undefined}
      disabled={isDisabled}
      data-option-group={group.id}
    >
      <legend className="flex w-full flex-wrap items-baseline gap-x-2 text-small font-semibold text-heading">
        <span className="break-words">{group.name}</span>
        <span className="text-caption font-normal text-muted">{isRequired ? t`Required` : t`Optional`}</span>
      </legend>
      <p id={hintId} className="text-caption text-muted">
        {hint}
      </p>
      <div className="flex flex-col">
        {isSingle && !isRequired
          ? choiceLabel(
              NONE,
              <RadioInput
                name={name}
                value={NONE}
                checked={chosen.size === 0}
                disabled={isDisabled}
                onChange={() => onChange({ groupId: group.id, ids: [] })}
              />,
              t`None`,
              { disabled: isDisabled },
            )
          : null}
        {group.choices.map((choice) => {
          const isChosen = chosen.has(choice.id);
          // A chosen choice stays free to untick, even sold out (a line kept from before).
          const disabled = isDisabled || (!isChosen && (choice.isSoldOut || isFull));
          const input = isSingle ? (
            <RadioInput
              name={name}
              value={choice.id}
              checked={isChosen}
              disabled={disabled}
              onChange={() => choose(choice, true)}
            />
          ) : (
            <CheckboxInput
              name={name}
              value={choice.id}
              checked={isChosen}
              disabled={disabled}
              onChange={(event) => choose(choice, event.target.checked)}
            />
          );
          return choiceLabel(choice.id, input, choice.name, {
            price: choice.price,
            soldOut: choice.isSoldOut,
            disabled,
          });
        })}
      </div>
      {errorMessage ? (
        <p id={errorId} className="text-small font-semibold text-danger">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
