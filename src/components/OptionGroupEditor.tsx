import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_CHOICE,
  optionGroupDraftErrors,
  type OptionChoiceDraft,
  type OptionGroupDraft,
  type OptionGroupDraftErrors,
  type OptionGroupDraftProblem,
} from '../domain/optionGroupDraft';
import { GROUP_CHOICES_MAX } from '../domain/options';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { CheckboxInput } from './CheckboxChoices';
import { CARD_CLASS } from './cardStyles';
import { NumberField } from './NumberField';
import { cn } from './styles';
import { TextField } from './TextField';

/**
 * The admin's form for one option group: its name (and, optionally, its name on the Indonesian menu:
 * docs/product.md, "Languages"), how many choices a line takes, and its choices.
 */
export interface OptionGroupEditorProps {
  /** Where the form starts: a stored group, or EMPTY_OPTION_GROUP for a new one. */
  initial: OptionGroupDraft;
  /** The form's heading ("New group", "Edit Milk"). */
  heading: string;
  /** Raised by Save once every rule holds; nothing is raised while a field is wrong. */
  onSave: (save: { group: OptionGroupDraft }) => void;
  onCancel: () => void;
  /** The save is on its way: Save spins and ignores presses. */
  isSaving?: boolean;
  /** Why the server refused the last save (its own message). */
  serverError?: string | null;
  className?: string;
}

/** A choice row with the key React keeps it by while rows come and go. */
type Row = OptionChoiceDraft & { rowKey: number };

const rowsOf = (choices: readonly OptionChoiceDraft[]): Row[] =>
  choices.map((choice, index) => ({ ...choice, rowKey: index }));

/**
 * Keyboard and screen reader first: each choice is a group named "Choice 1", "Choice 2"…; adding a
 * row moves focus to its name, removing one moves focus to the row that takes its place (or to "Add
 * a choice"). Problems stand under their fields and nothing is sent until they are fixed.
 */
export function OptionGroupEditor({
  initial,
  heading,
  onSave,
  onCancel,
  isSaving,
  serverError,
  className,
}: OptionGroupEditorProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const choicesErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initial.name);
  const [nameIndonesian, setNameIndonesian] = useState(initial.nameIndonesian ?? '');
  const [min, setMin] = useState(initial.min);
  const [max, setMax] = useState(initial.max);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial.choices));
  const [nextKey, setNextKey] = useState(initial.choices.length);
  const [errors, setErrors] = useState<OptionGroupDraftErrors>({});
  // The row whose name takes focus once the rows have changed, or -1 for "Add a choice".
  // Where focus goes after the rows change: a row's name (added, or taking a removed one's place), a
  // moved row's own Up or Down (the other one once it reaches an end), or "Add a choice" (-1).
  const focusTarget = useRef<{ key: number; move?: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const aim = focusTarget.current;
    if (aim === null) return;
    focusTarget.current = null;
    const form = formRef.current;
    const row = `[data-row-key="${aim.key}"]`;
    const target =
      aim.key < 0
        ? form?.querySelector<HTMLElement>('[data-add-choice]')
        : aim.move
          ? (form?.querySelector<HTMLElement>(`${row} [data-move="${aim.move}"]:not([disabled])`) ??
            form?.querySelector<HTMLElement>(`${row} [data-move]:not([disabled])`))
          : form?.querySelector<HTMLElement>(`${row} input[type="text"]`);
    target?.focus();
  }, [rows]);

  const say = (problem: OptionGroupDraftProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'nameEmpty':
        return t`Give the group a name`;
      case 'nameTooLong':
        return t`A group name is at most ${problem.max} characters`;
      case 'nameIndonesianTooLong':
        return t`A group's Indonesian name is at most ${problem.max} characters`;
      case 'minInvalid':
        return t`Fewest choices must be a whole number from 0 to ${problem.max}`;
      case 'maxInvalid':
        return t`Most choices must be a whole number from 1 to ${problem.max}`;
      case 'minAboveMax':
        return t`Fewest choices cannot be more than most choices`;
      case 'maxAboveChoices':
        return t`Most choices cannot be more than the ${problem.choices} choices below`;
      case 'noChoices':
        return t`Give the group at least one choice`;
      case 'tooManyChoices':
        return t`A group has at most ${problem.max} choices`;
      case 'tooManyDefaults':
        return t`At most ${problem.max} of the choices can be the default, as many as most choices`;
      case 'choiceNameEmpty':
        return t`Give this choice a name`;
      case 'choiceNameTooLong':
        return t`A choice name is at most ${problem.max} characters`;
      case 'choiceNameIndonesianTooLong':
        return t`A choice's Indonesian name is at most ${problem.max} characters`;
      case 'choiceNameTwice':
        return t`Another choice already has this name`;
      case 'priceInvalid':
        return t`The price must be a whole number of rupiah, 0 or more`;
      case 'priceTooHigh':
        return t`The price can be at most IDR 100.000`;
    }
  };

  const edited = () => setErrors({});
  const changeRow = (rowKey: number, patch: Partial<OptionChoiceDraft>) => {
    setRows((current) => current.map((row) => (row.rowKey === rowKey ? { ...row, ...patch } : row)));
    edited();
  };
  const addRow = () => {
    setRows((current) => [...current, { ...EMPTY_CHOICE, rowKey: nextKey }]);
    focusTarget.current = { key: nextKey };
    setNextKey((key) => key + 1);
    edited();
  };
  const removeRow = (rowKey: number) => {
    const index = rows.findIndex((row) => row.rowKey === rowKey);
    const rest = rows.filter((row) => row.rowKey !== rowKey);
    setRows(rest);
    focusTarget.current = { key: (rest[index] ?? rest[index - 1])?.rowKey ?? -1 };
    edited();
  };
  /** The choices' order is the order the product page lists them in (and the server keeps it). */
  const moveRow = (rowKey: number, move: 'up' | 'down') => {
    const index = rows.findIndex((row) => row.rowKey === rowKey);
    const to = move === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setRows(next);
    focusTarget.current = { key: rowKey, move };
    edited();
  };

  const draft = (): OptionGroupDraft => ({
    name,
    nameIndonesian,
    min,
    max,
    choices: rows.map(({ rowKey: _key, ...choice }) => choice),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const group = draft();
    const found = optionGroupDraftErrors(group);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({ group });
  };

  const choicesError = say(errors.choices);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className={cn(CARD_CLASS, 'flex flex-col gap-6 p-tile sm:p-card', className)}
    >
      <h2 id={headingId} className="font-heading text-section break-words text-heading">
        {heading}
      </h2>
      <TextField
        label={t`Group name`}
        placeholder={t`Milk, Sugar, Extra shot…`}
        value={name}
        // The form opens for typing: the group's name is where an admin starts.
        autoFocus
        onChange={({ value }) => {
          setName(value);
          edited();
        }}
        errorMessage={say(errors.name)}
      />
      <TextField
        label={t`Group name (Bahasa Indonesia)`}
        placeholder={t`Optional: the name on the Indonesian menu`}
        value={nameIndonesian}
        onChange={({ value }) => {
          setNameIndonesian(value);
          edited();
        }}
        errorMessage={say(errors.nameIndonesian)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t`Fewest choices`}
          description={t`0 makes the group optional; 1 or more makes it required`}
          minValue={0}
          maxValue={GROUP_CHOICES_MAX}
          value={min}
          onChange={({ value }) => {
            setMin(value);
            edited();
          }}
          errorMessage={say(errors.min)}
        />
        <NumberField
          label={t`Most choices`}
          description={t`1 makes it a single choice`}
          minValue={1}
          maxValue={GROUP_CHOICES_MAX}
          value={max}
          onChange={({ value }) => {
            setMax(value);
            edited();
          }}
          errorMessage={say(errors.max)}
        />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby={choicesError ? choicesErrorId : undefined}>
        <legend className="mb-2 text-small font-semibold text-heading">{t`Choices`}</legend>
        {choicesError ? (
          <p id={choicesErrorId} className="text-small font-medium text-danger">
            {choicesError}
          </p>
        ) : null}
        <ol className="flex flex-col gap-4">
          {rows.map((row, index) => {
            const number = index + 1;
            const rowName = row.name.trim() || t`choice ${number}`;
            return (
              <li key={row.rowKey} data-row-key={row.rowKey}>
                <fieldset className="grid min-w-0 gap-3 rounded-chip border border-border p-3 sm:grid-cols-[1fr_12rem] sm:p-4">
                  <legend className="px-1 text-small font-semibold text-heading">{t`Choice ${number}`}</legend>
                  <TextField
                    label={t`Choice name`}
                    value={row.name}
                    onChange={({ value }) => changeRow(row.rowKey, { name: value })}
                    errorMessage={say(errors[`choices.${index}.name`])}
                  />
                  <NumberField
                    label={t`Price (IDR)`}
                    minValue={0}
                    step={1000}
                    value={row.price}
                    onChange={({ value }) => changeRow(row.rowKey, { price: value })}
                    errorMessage={say(errors[`choices.${index}.price`])}
                  />
                  <TextField
                    label={t`Choice name (Bahasa Indonesia)`}
                    placeholder={t`Optional: the name on the Indonesian menu`}
                    value={row.nameIndonesian ?? ''}
                    onChange={({ value }) => changeRow(row.rowKey, { nameIndonesian: value })}
                    errorMessage={say(errors[`choices.${index}.nameIndonesian`])}
                  />
                  <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-copy text-heading">
                      <CheckboxInput
                        checked={row.isDefault}
                        onChange={(event) => changeRow(row.rowKey, { isDefault: event.currentTarget.checked })}
                      />
                      {t`Default`}
                    </label>
                    {row.isSoldOut ? <span className="text-small text-muted">{t`Sold out for now`}</span> : null}
                    <div className="ms-auto flex flex-wrap gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        data-move="up"
                        isDisabled={index === 0}
                        aria-label={t`Move ${rowName} up`}
                        onPress={() => moveRow(row.rowKey, 'up')}
                      >
                        {t`Up`}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        data-move="down"
                        isDisabled={index === rows.length - 1}
                        aria-label={t`Move ${rowName} down`}
                        onPress={() => moveRow(row.rowKey, 'down')}
                      >
                        {t`Down`}
                      </Button>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      isDisabled={rows.length <= 1}
                      aria-label={t`Remove ${rowName}`}
                      onPress={() => removeRow(row.rowKey)}
                    >
                      {t`Remove`}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          data-add-choice
          isDisabled={rows.length >= GROUP_CHOICES_MAX}
          onPress={addRow}
        >
          {t`Add a choice`}
        </Button>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-small font-medium text-danger">
          {sayMessage(i18n, serverError)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" isPending={isSaving} pendingLabel={t`Saving`}>
          {t`Save group`}
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
