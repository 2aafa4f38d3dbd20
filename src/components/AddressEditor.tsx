import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState } from 'react';
import { Button } from './Button';
import { lazyPart } from './lazyPart';
import { Skeleton } from './Skeleton';
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

// The fields show only while editing: the payment page mostly shows the address as text (or none, for
// an order served in the shop), and the admin's order detail never edits it. Their text field (React
// Aria's, about 4.6 kB gzip) loads when Edit is first hovered, focused or pressed, not with the page
// (docs/benchmarks.md, the payment page).
const textField = lazyPart(async () => (await import('./TextField')).TextField);

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
          <Button
            variant="ghost"
            size="sm"
            onPointerEnter={() => void textField.preload()}
            onFocus={() => void textField.preload()}
            onPress={toggle}
          >
            {isEditing ? t`Save` : t`Edit`}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-3 rounded-card bg-surface p-summary text-body shadow-soft">
        {isEditing ? (
          // Until the field's code is in (rarely seen: Edit fetched it when hovered or focused), three
          // fields' shapes hold their place.
          <Suspense fallback={<Skeleton shape="field" count={FIELDS.length} label={null} />}>
            {FIELDS.map((field) => (
              <textField.Part
                key={field.key}
                label={i18n._(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={draft[field.key]}
                onChange={({ value }) => setDraft((current) => ({ ...current, [field.key]: value }))}
              />
            ))}
          </Suspense>
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
