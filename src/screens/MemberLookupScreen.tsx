import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { PageHeading } from '../components/PageHeading';
import { TextField } from '../components/TextField';
import { CARD_NUMBER_LENGTH, groupedCardNumber, normaliseCardNumber, POINTS_PER_REWARD } from '../domain/memberCard';
import { useFormats } from '../i18n/useFormats';

/**
 * Where the last look-up stands: nothing asked yet, on its way, a card found, a well-formed number no
 * card has, or a failure (the connection, or a picture with no QR code in it). `number` is normalised.
 */
export type MemberLookupResult =
  | { state: 'idle' }
  | { state: 'loading'; number: string }
  | { state: 'found'; number: string; firstName: string; points: number; issuedAt: string }
  | { state: 'unknown'; number: string }
  | { state: 'error'; reason: 'connection' | 'noCodeInPicture' };

export interface MemberLookupScreenProps {
  result: MemberLookupResult;
  /** A typed number, already normalised (`normaliseCardNumber`): a malformed one never gets here. */
  onLookUp: (request: { number: string }) => void;
  /** Opens the camera to scan the card's QR code; left out where the device has no camera to scan with. */
  onScan?: () => void;
  /** Whether the camera is scanning: the button stops it then, and `scanner` shows. */
  scanning?: boolean;
  onStopScan?: () => void;
  /** The app's camera view, shown while scanning (the camera stays out of this screen). */
  scanner?: ReactNode;
  /** A picture of the card's QR code was chosen: the app reads the number from it and looks it up. */
  onPicture: (request: { file: File }) => void;
  /** What the field holds at first (a number the app read from a scan). */
  defaultNumber?: string;
}

/** What the look-up found, or why it found nothing, said politely to a screen reader as it changes. */
function LookupOutcome({ result }: { result: MemberLookupResult }) {
  const { t } = useLingui();
  const f = useFormats();
  if (result.state === 'idle') return null;
  if (result.state === 'loading') {
    const number = groupedCardNumber(result.number);
    return <p className="text-body">{t`Looking up ${number}…`}</p>;
  }
  if (result.state === 'unknown') {
    const number = groupedCardNumber(result.number);
    return (
      <p className="rounded-card border-l-8 border-warning bg-surface p-tile font-semibold text-heading shadow-soft">
        {t`No card has the number ${number}.`}{' '}
        <span className="font-normal text-body">{t`Check it with the customer and try again.`}</span>
      </p>
    );
  }
  if (result.state === 'error') {
    return (
      <p className="rounded-card border-l-8 border-danger bg-surface p-tile font-semibold text-danger shadow-soft">
        {result.reason === 'noCodeInPicture'
          ? t`No QR code could be read in that picture. Try a sharper one, or type the number.`
          : t`The card could not be looked up. Check the connection and try again.`}
      </p>
    );
  }
  const { firstName, points } = result;
  const isReady = points >= POINTS_PER_REWARD;
  const number = groupedCardNumber(result.number);
  const since = f.day(result.issuedAt);
  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface p-summary text-body shadow-card" data-found>
      <p className="font-heading text-section font-bold break-words text-heading">{firstName}</p>
      <p className="flex items-baseline gap-2">
        <span
          className={`font-heading text-title font-bold tabular-nums ${points < 0 ? 'text-danger' : 'text-heading'}`}
        >
          {points}
        </span>
        <span>{plural(points, { one: 'point', other: 'points' })}</span>
      </p>
      {isReady ? (
        <p className="self-start rounded-chip bg-accent px-3 py-1 font-semibold text-on-accent">
          {t`Free drink ready`}
        </p>
      ) : null}
      <p className="text-small">
        <span className="font-mono">{number}</span> · {t`Member since ${since}`}
      </p>
    </div>
  );
}

/**
 * The counter's member look-up (docs/product.md, "Member card"), for staff on a tablet: a card's
 * number typed, scanned with the camera or read from a picture, and what the card holds. A malformed
 * number is refused beside the field before any request.
 */
export function MemberLookupScreen({
  result,
  onLookUp,
  onScan,
  scanning = false,
  onStopScan,
  scanner,
  onPicture,
  defaultNumber = '',
}: MemberLookupScreenProps) {
  const { t } = useLingui();
  const pictureRef = useRef<HTMLInputElement>(null);
  const introId = useId();
  const [typed, setTyped] = useState(defaultNumber);
  const [error, setError] = useState<string | null>(null);
  const isLoading = result.state === 'loading';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <PageHeading>{t`Member card`}</PageHeading>
        <p id={introId} className="text-body">
          {t`Look up a customer's card: type its number, or scan its QR code.`}
        </p>
      </header>
      <form
        noValidate
        aria-label={t`Look up a card`}
        aria-describedby={introId}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const number = normaliseCardNumber(typed);
          if (!number) {
            setError(t`A card number has ${CARD_NUMBER_LENGTH} letters and digits.`);
            return;
          }
          setError(null);
          onLookUp({ number });
        }}
      >
        <TextField
          label={t`Card number`}
          value={typed}
          autoComplete="off"
          onChange={({ value }) => {
            setTyped(value);
            setError(null);
          }}
          errorMessage={error}
          className="flex-1"
        />
        <Button type="submit" isPending={isLoading} pendingLabel={t`Looking up`} className="sm:mt-7">
          {t`Look up`}
        </Button>
      </form>
      <div className="flex flex-wrap gap-3">
        {onScan ? (
          <Button variant="ghost" onPress={() => (scanning ? onStopScan?.() : onScan())}>
            {scanning ? t`Stop scanning` : t`Scan the QR code`}
          </Button>
        ) : null}
        <input
          ref={pictureRef}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied, so the same picture chosen again is read again.
            event.currentTarget.value = '';
            if (file) onPicture({ file });
          }}
        />
        <Button variant="ghost" onPress={() => pictureRef.current?.click()}>
          {t`Scan a picture`}
        </Button>
      </div>
      {scanning && scanner ? <div className="overflow-hidden rounded-card">{scanner}</div> : null}
      <div role="status" aria-label={t`Look-up result`}>
        <LookupOutcome result={result} />
      </div>
    </div>
  );
}
