import { describe, expect, it } from 'vitest';
import { paths } from '../app/paths';
import { footerGroups } from '../app/views/footerGroups';

/** Every fixed route the app knows (the pattern and builder entries aside). */
const ROUTES = new Set<string>(Object.values(paths).filter((value) => typeof value === 'string'));

describe('footer links: each role sees only pages that exist', () => {
  it.each([['admin'], ['staff'], ['customer'], [null]] as const)('%s', (role) => {
    const hrefs = footerGroups(role).flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(ROUTES).toContain(href);
  });
});
