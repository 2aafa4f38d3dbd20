import { beforeAll, describe, expect, it } from 'vitest';
import { guideProblems, type ComponentGuide } from './guide';
import { STATUSES, statusOf, statusProblems } from './status';

type StoriesModule = { default: { title?: string; tags?: string[]; parameters?: { guide?: unknown } } };

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

  it.each(names)('%s has a complete guide (usage, do’s and don’ts, keyboard and screen-reader tables)', (name) => {
    expect(guideProblems(loaded.get(name)!.default.parameters?.guide)).toEqual([]);
  });

  it.each(names)('%s declares exactly one status tag on its meta (status:alpha|beta|stable|deprecated)', (name) => {
    expect(statusProblems(loaded.get(name)!.default.tags)).toEqual([]);
  });
});

describe('status tags', () => {
  it('reads the one status and names each problem', () => {
    expect(STATUSES).toEqual(['alpha', 'beta', 'stable', 'deprecated']);
    expect(statusOf(['autodocs', 'status:beta'])).toBe('beta');
    expect(statusOf(['status:beta', 'status:stable'])).toBeUndefined();
    expect(statusOf(['status:experimental'])).toBeUndefined();
    expect(statusProblems(['status:deprecated'])).toEqual([]);
    expect(statusProblems(undefined)).toEqual([
      'no status tag (one of status:alpha, status:beta, status:stable, status:deprecated)',
    ]);
    expect(statusProblems(['status:beta', 'status:stable'])).toEqual([
      'more than one status tag: status:beta, status:stable',
    ]);
    expect(statusProblems(['status:experimental'])).toEqual(['unknown status tag status:experimental']);
  });
});

describe('guideProblems', () => {
  const complete: ComponentGuide = {
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
    expect(guideProblems({ ...complete, status: 'beta' })).toEqual([
      'status belongs in a meta tag (status:…), not in the guide',
    ]);
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
    expect(guideProblems({ ...complete, examples: [] })).toEqual(['examples is empty']);
    const side = { render: () => null, caption: 'One accent button.' };
    expect(guideProblems({ ...complete, examples: [{ do: side, dont: side }] })).toEqual([]);
    expect(guideProblems({ ...complete, examples: [{ do: side, dont: { ...side, caption: '' } }] })).toEqual([
      'an example pair needs a do and a don’t, each with render and caption',
    ]);
  });
});
