import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../app/views/PageTitle';

const ROUTES = join(import.meta.dirname, '..', 'app', 'routes');

/**
 * Route modules still being changed on other branches; each gets its `<PageTitle page="…" />` when
 * they merge, and leaves this list. An empty list is the goal.
 */
const AWAITING_TITLE = new Set<string>([]);

describe('page titles: every page names itself in the browser tab', () => {
  it('reads "page · Coffee Shop", or the shop alone for the landing', () => {
    expect(pageTitle('Products')).toBe('Products · Coffee Shop');
    expect(pageTitle()).toBe('Coffee Shop');
  });

  it('has every route module render a PageTitle', () => {
    const routes = readdirSync(ROUTES).filter((file) => file.endsWith('Route.tsx') && !AWAITING_TITLE.has(file));
    const untitled = routes.filter((file) => !readFileSync(join(ROUTES, file), 'utf8').includes('<PageTitle'));
    expect(untitled).toEqual([]);
  });

  it('keeps the awaiting list honest: a titled route leaves it', () => {
    const titled = [...AWAITING_TITLE].filter((file) =>
      readFileSync(join(ROUTES, file), 'utf8').includes('<PageTitle'),
    );
    expect(titled).toEqual([]);
  });
});
