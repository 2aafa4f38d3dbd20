import { useLingui } from '@lingui/react/macro';
import { optionSummary } from '../domain/options';
import { cn } from './styles';

/** One choice of an order line, as the customer reads it ("Oat"). */
export interface LineChoice {
  name: string;
}

/** A line's choices and note, in the customer's words. */
export interface LineChoicesProps {
  /** What the line chose, as its order keeps it; defaults too (it is the customer's drink). */
  options?: readonly LineChoice[] | null;
  /** The choices already in words (a cart line carries them so), in place of `options`. */
  summary?: string;
  /** The customer's words for the barista; empty or null is none. */
  note?: string | null;
  className?: string;
}

/**
 * Under an order line's name: its choices ("Oat, Less sugar, +1 shot") and the note in quotes.
 * Nothing at all when the line chose nothing and said nothing.
 */
export function LineChoices({ options, summary: words, note, className }: LineChoicesProps) {
  const { t } = useLingui();
  const summary = words ?? optionSummary(options ?? []);
  const said = (note ?? '').trim();
  if (!summary && !said) return null;
  return (
    <span data-line-choices="" className={cn('flex min-w-0 flex-col text-small break-words', className)}>
      {summary ? <span>{summary}</span> : null}
      {said ? (
        <span className="italic">
          <span className="sr-only">{t`Note:`} </span>“{said}”
        </span>
      ) : null}
    </span>
  );
}
