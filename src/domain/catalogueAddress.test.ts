import { describe, expect, it } from 'vitest';
import { catalogueAddress, catalogueParams, catalogueQueryOf, catalogueViewOf } from './catalogueAddress';

const view = (query: string) => catalogueViewOf(new URLSearchParams(query));

describe('the product list’s address', () => {
  it('opens on page 1 of the first category', () => {
    expect(view('')).toEqual({ page: 1, category: 1 });
  });

  it('follows a category, a page and a search, trimmed', () => {
    expect(view('category=3&page=2')).toEqual({ page: 2, category: 3 });
    expect(view('search=%20latte%20&category=2')).toEqual({ page: 1, category: 2, search: 'latte' });
    expect(view('search=%20%20')).toEqual({ page: 1, category: 1 });
  });

  it('falls back on what it cannot read', () => {
    expect(view('category=9&page=-4')).toEqual({ page: 1, category: 1 });
    expect(view('category=x&page=x')).toEqual({ page: 1, category: 1 });
    expect(view('page=2.7')).toEqual({ page: 2, category: 1 });
  });
});

describe('the catalogue call', () => {
  it('a search looks in every category', () => {
    expect(catalogueQueryOf({ page: 2, category: 3 })).toEqual({ page: 2, category: 3 });
    expect(catalogueQueryOf({ page: 1, category: 3, search: 'latte' })).toEqual({ page: 1, search: 'latte' });
  });

  it('asks for one page of the newest first, key order included', () => {
    expect(catalogueParams({ page: 2, category: 3 })).toEqual({ page: 2, limit: 10, sort: 'desc', category: 3 });
    expect(catalogueAddress({ page: 1, category: 1 })).toBe('/api/products?page=1&limit=10&sort=desc&category=1');
    expect(catalogueAddress({ page: 1, search: 'flat white' })).toBe(
      '/api/products?page=1&limit=10&sort=desc&search=flat+white',
    );
    expect(catalogueAddress({ page: 3 })).toBe('/api/products?page=3&limit=10&sort=desc');
  });
});
