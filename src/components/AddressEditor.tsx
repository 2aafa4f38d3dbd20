import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from './Button';
import { TextField } from './TextField';
import { cn } from './styles';

/** Where an order goes: the receiver's name, full address and phone. */
export interface AddressValue {
  name: string;
  address: string;
  phone: string;
}

/** The payment screen's delivery block; read-only on the admin's order detail. */
export interface AddressEditorProps {
  value: AddressValue;
  onSave?: (value: AddressValue) => void;
  /** No edit toggle: the admin only reads where the order goes. */
  isReadOnly?: boolean;
  /** Start in edit mode (e.g. when no address is known yet). */
  defaultEditing?: boolean;
  title?: string;
  className?: string;
}

const FIELDS = [
  { key: 'name', label: msg`Name`, type: 'text', autoComplete: 'name' },
  { key: 'address', label: msg`Full address`, type: 'text', autoComplete: 'street-address' },
  { key: 'phone', label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly {
  key: keyof AddressValue;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[];

/**
 * 'Address Detail' with an edit/save toggle. The draft is local UI state: Save hands it to the
 * caller and shows it at once, and a new `value` from the caller replaces it.
 */
export function AddressEditor({
  value,
  onSave,
  isReadOnly,
  defaultEditing = false,
  title,
  className,
}: AddressEditorProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(defaultEditing && !isReadOnly);
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A new value from the caller (e.g. the reloaded profile) replaces the draft.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
  }

  const toggle = () => {
    if (isEditing) onSave?.(draft);
    setIsEditing(!isEditing);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-editing={isEditing || undefined}
      data-readonly={isReadOnly || undefined}
      className={cn('flex w-full flex-col gap-3', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-heading text-lead font-bold text-heading">
          {title ?? t`Address Detail`}
        </h2>
        {isReadOnly ? null : (
          <Button variant="ghost" size="sm" onPress={toggle}>
            {isEditing ? t`Save` : t`Edit`}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-3 rounded-card bg-surface p-5 text-body shadow-soft">
        {isEditing ? (
          FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={i18n._(field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
              value={draft[field.key]}
              onChange={({ value }) => setDraft((current) => ({ ...current, [field.key]: value }))}
            />
          ))
        ) : (
          <dl className="flex flex-col divide-y divide-border">
            {FIELDS.map((field) => (
              <div key={field.key} className="flex flex-col py-2 first:pt-0 last:pb-0">
                <dt className="sr-only">{i18n._(field.label)}</dt>
                <dd className={cn('break-words', field.key === 'name' ? 'font-semibold text-heading' : undefined)}>
                  {draft[field.key] || <span className="text-muted">{t`Not set`}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
