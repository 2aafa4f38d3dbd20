import type { ReactNode } from 'react';

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

/** One side of a do/don't pair: a live example of the component and a caption saying why. */
export interface GuideExample {
  /** Renders the example with the component itself (a small composition, not a screenshot). */
  render: () => ReactNode;
  /** What the picture shows, in one sentence. */
  caption: string;
}

/** A do/don't pair shown side by side: the same situation done right and done wrong. */
export interface DoDontPair {
  do: GuideExample;
  dont: GuideExample;
}

/**
 * A component's design-system guide: what the autodocs page shows above its props and stories.
 * Each stories file in stories/components sets it as `parameters.guide` in its meta
 * (`parameters: { guide }` with `const guide = { … } satisfies ComponentGuide`). The component's
 * status is not part of the guide: it is a tag on the meta (`tags: ['status:stable']`, stories/docs/status.ts).
 */
export interface ComponentGuide {
  /** When to use it, in one to three sentences. */
  usage: string;
  /** Two or three each. */
  dos: string[];
  donts: string[];
  /** Pictured do/don't pairs: live examples side by side, captioned "Do" and "Don't". */
  examples?: DoDontPair[];
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
  if ('status' in value) problems.push('status belongs in a meta tag (status:…), not in the guide');
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
  if (value.examples !== undefined) {
    const side = (example: Partial<GuideExample> | undefined) =>
      typeof example?.render === 'function' && filled(example.caption);
    if (!Array.isArray(value.examples) || value.examples.length === 0) problems.push('examples is empty');
    else if (!value.examples.every((pair) => side(pair?.do) && side(pair?.dont)))
      problems.push('an example pair needs a do and a don’t, each with render and caption');
  }
  return problems;
}
