import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tv as referenceTv } from 'tailwind-variants/lite';
import { describe, expect, it, vi } from 'vitest';
import type * as Styles from './styles';

/**
 * Our `tv()` (src/components/styles.ts) against tailwind-variants' own (its lite build: no class
 * merger, as ours): every variant table of the project, every combination of its variants' values
 * (each option, and none), every slot, gives the same class list.
 */

type Config = {
  base?: unknown;
  slots?: Record<string, unknown>;
  variants?: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
};

/** Every table `tv()` is called with, recorded as the modules that hold them load. */
const tables = vi.hoisted(() => [] as Array<{ config: Config; ours: unknown }>);
vi.mock('./styles', async (importOriginal) => {
  const real = await importOriginal<typeof Styles>();
  const recording = (config: Config) => {
    const ours = (real.tv as unknown as (config: Config) => unknown)(config);
    tables.push({ config, ours });
    return ours;
  };
  return { ...real, tv: recording };
});

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The project's modules that call `tv(`: components, screens and the app's own. */
function modulesWithTables(): string[] {
  return ['src', 'app']
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => /\btv\(\{/.test(readFileSync(path.join(ROOT, file), 'utf8')) && !file.endsWith('styles.ts'));
}

/** A prop value for each option key: booleans for 'true' and 'false', as a component passes them. */
const valueOf = (key: string): unknown => (key === 'true' ? true : key === 'false' ? false : key);

/** Every combination of the variants' values, each variant also left out. */
function combinations(variants: Record<string, Record<string, unknown>> = {}): Array<Record<string, unknown>> {
  let all: Array<Record<string, unknown>> = [{}];
  for (const [name, options] of Object.entries(variants)) {
    const keys = Object.keys(options);
    // A boolean variant is passed both ways, whichever of its options the table names.
    if (keys.includes('true') || keys.includes('false'))
      keys.push(...['true', 'false'].filter((k) => !keys.includes(k)));
    const values = [undefined, ...keys.map(valueOf)];
    all = all.flatMap((props) => values.map((value) => (value === undefined ? props : { ...props, [name]: value })));
  }
  return all;
}

const classList = (classes: unknown) =>
  String(classes ?? '')
    .split(/\s+/)
    .filter(Boolean);

type SlotsResult = Record<string, (props?: Record<string, unknown>) => string>;
type Call = (props?: Record<string, unknown>) => string | SlotsResult;

/** What a table answers for these props: its class list, or each slot's. */
function answer(styles: Call, props: Record<string, unknown>, slotProps?: Record<string, unknown>) {
  const result = styles(props);
  if (typeof result === 'string') return classList(result);
  return Object.fromEntries(Object.entries(result).map(([slot, classes]) => [slot, classList(classes(slotProps))]));
}

describe('our tv() and tailwind-variants’ give the same classes', async () => {
  const files = modulesWithTables();
  for (const file of files) await import(/* @vite-ignore */ path.join(ROOT, file));

  it('finds the project’s variant tables', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(tables.length).toBeGreaterThanOrEqual(files.length);
  });

  it('for every table, every combination of its variants and every slot', () => {
    for (const { config, ours } of tables) {
      const reference = referenceTv(config as never) as unknown as Call;
      for (const props of combinations(config.variants)) {
        const where = `${JSON.stringify(config).slice(0, 120)} with ${JSON.stringify(props)}`;
        expect(answer(ours as Call, props), where).toEqual(answer(reference, props));
        // A caller's own classes, on the call and on a slot.
        const withClass = { ...props, className: 'caller-class' };
        expect(answer(ours as Call, withClass), where).toEqual(answer(reference, withClass));
        if (config.slots) {
          expect(answer(ours as Call, props, { class: 'slot-class' }), where).toEqual(
            answer(reference, props, { class: 'slot-class' }),
          );
          // Variants given to a slot's own call.
          expect(answer(ours as Call, {}, props), where).toEqual(answer(reference, {}, props));
        }
      }
    }
  });
});
