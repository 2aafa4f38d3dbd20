/**
 * A component's design-system guide: what the autodocs page shows above its props and stories.
 * Each stories file in stories/components sets it as `parameters.guide` in its meta
 * (`parameters: { guide }` with `const guide = { … } satisfies ComponentGuide`).
 */
export type ComponentStatus = 'stable' | 'beta';

/** One row of the keyboard table: the key (or keys) and what pressing it does. */
export interface KeyboardRow {
  key: string;
  does: string;
}

/** One row of the screen-reader table: a part of the component, its role and name, what is announced. */
export interface ScreenReaderRow {
  part: string;
  /** The role and accessible name a screen reader meets, e.g. `button "Add to Cart"`. */
  role: string;
  announced: string;
}

export interface ComponentGuide {
  /** stable: used on shipped screens and covered by stories in every state; beta: may still change. */
  status: ComponentStatus;
  /** When to use it, in one to three sentences. */
  usage: string;
  /** Two or three each. */
  dos: string[];
  donts: string[];
  /** What each key does; a component with nothing to focus says so in one row (key "Tab"). */
  keyboard: KeyboardRow[];
  screenReader: ScreenReaderRow[];
}

/** What is missing or malformed in a guide (empty when it is complete). */
export function guideProblems(guide: unknown): string[] {
  if (typeof guide !== 'object' || guide === null) return ['no guide (parameters.guide)'];
  const value = guide as Partial<ComponentGuide>;
  const problems: string[] = [];
  const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
  if (value.status !== 'stable' && value.status !== 'beta') problems.push('status must be stable or beta');
  if (!filled(value.usage)) problems.push('usage is missing');
  else if ((value.usage!.match(/[.!?](\s|$)/g) ?? []).length > 3) problems.push('usage is longer than 3 sentences');
  for (const part of ['dos', 'donts'] as const) {
    const list = value[part];
    if (!Array.isArray(list) || list.length < 2 || list.length > 3) problems.push(`${part} needs 2–3 items`);
    else if (!list.every(filled)) problems.push(`${part} has an empty item`);
  }
  if (!Array.isArray(value.keyboard) || value.keyboard.length === 0) problems.push('keyboard table is missing');
  else if (!value.keyboard.every((row) => filled(row?.key) && filled(row?.does)))
    problems.push('keyboard table has a row without key or action');
  if (!Array.isArray(value.screenReader) || value.screenReader.length === 0)
    problems.push('screen-reader table is missing');
  else if (!value.screenReader.every((row) => filled(row?.part) && filled(row?.role) && filled(row?.announced)))
    problems.push('screen-reader table has a row without part, role or announcement');
  return problems;
}
