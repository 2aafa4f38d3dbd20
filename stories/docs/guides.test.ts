import { beforeAll, describe, expect, it } from 'vitest';
import { guideProblems, type ComponentGuide } from './guide';

type StoriesModule = { default: { title?: string; parameters?: { guide?: unknown } } };

/** Every component's stories file, loaded the way Storybook loads it (the meta is the default export). */
const storiesFiles = import.meta.glob<StoriesModule>('../components/*.stories.tsx');
const names = Object.keys(storiesFiles)
  .map((file) => file.replace('../components/', ''))
  .sort();
const loaded = new Map<string, StoriesModule>();

beforeAll(async () => {
  for (const name of names) loaded.set(name, await storiesFiles[`../components/${name}`]!());
}, 120_000);

describe('component guides', () => {
  it('finds the component stories', () => {
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names)(
    '%s has a complete guide (status, usage, do’s and don’ts, keyboard and screen-reader tables)',
    (name) => {
      expect(guideProblems(loaded.get(name)!.default.parameters?.guide)).toEqual([]);
    },
  );
});

describe('guideProblems', () => {
  const complete: ComponentGuide = {
    status: 'beta',
    usage: 'A thing. Use it for things.',
    dos: ['Do one.', 'Do two.'],
    donts: ['Don’t one.', 'Don’t two.'],
    keyboard: [{ key: 'Tab', does: 'Focuses it.' }],
    screenReader: [{ part: 'Thing', role: 'button "Thing"', announced: 'Its name.' }],
  };

  it('accepts a complete guide', () => {
    expect(guideProblems(complete)).toEqual([]);
  });

  it('names each missing or malformed part', () => {
    expect(guideProblems(undefined)).toEqual(['no guide (parameters.guide)']);
    expect(guideProblems({ ...complete, status: 'experimental' })).toEqual(['status must be stable or beta']);
    expect(guideProblems({ ...complete, usage: ' ' })).toEqual(['usage is missing']);
    expect(guideProblems({ ...complete, usage: 'One. Two. Three. Four.' })).toEqual([
      'usage is longer than 3 sentences',
    ]);
    expect(guideProblems({ ...complete, dos: ['Only one.'] })).toEqual(['dos needs 2–3 items']);
    expect(guideProblems({ ...complete, donts: ['1', '2', '3', '4'] })).toEqual(['donts needs 2–3 items']);
    expect(guideProblems({ ...complete, keyboard: [] })).toEqual(['keyboard table is missing']);
    expect(guideProblems({ ...complete, keyboard: [{ key: 'Tab', does: '' }] })).toEqual([
      'keyboard table has a row without key or action',
    ]);
    expect(guideProblems({ ...complete, screenReader: undefined })).toEqual(['screen-reader table is missing']);
    expect(guideProblems({ ...complete, screenReader: [{ part: 'x', role: '', announced: 'y' }] })).toEqual([
      'screen-reader table has a row without part, role or announcement',
    ]);
  });
});
