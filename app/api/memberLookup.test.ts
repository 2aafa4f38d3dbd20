import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { memberLookupResult } from './memberLookup';

const NUMBER = 'FNGDQM4AEYR6';
const settled = { isPending: false, isFetching: false, error: null };

describe('memberLookupResult: the look-up as the counter screen says it', () => {
  it('asks nothing before a number', () => {
    expect(memberLookupResult(null, { ...settled, isPending: true })).toEqual({ state: 'idle' });
  });

  it('is on its way while the call is out, also when the same number is asked again', () => {
    expect(memberLookupResult(NUMBER, { ...settled, isPending: true, isFetching: true })).toEqual({
      state: 'loading',
      number: NUMBER,
    });
    const data = { first_name: 'Melati', points: 22, issued_at: '2026-11-28T21:00:00.000Z' };
    expect(memberLookupResult(NUMBER, { ...settled, isFetching: true, data })).toEqual({
      state: 'loading',
      number: NUMBER,
    });
  });

  it('shows the card found', () => {
    const data = { first_name: 'Melati', points: 22, issued_at: '2026-11-28T21:00:00.000Z' };
    expect(memberLookupResult(NUMBER, { ...settled, data })).toEqual({
      state: 'found',
      number: NUMBER,
      firstName: 'Melati',
      points: 22,
      issuedAt: '2026-11-28T21:00:00.000Z',
    });
  });

  it('says a 404 is a number no card has', () => {
    const error = new ApiError(404, 'No card', 'CARD_NOT_FOUND');
    expect(memberLookupResult(NUMBER, { ...settled, error })).toEqual({ state: 'unknown', number: NUMBER });
  });

  it('asks to check the connection for any other failure, with an answer or without', () => {
    for (const error of [new ApiError(500, 'Oops'), new TypeError('Failed to fetch')]) {
      expect(memberLookupResult(NUMBER, { ...settled, error })).toEqual({ state: 'error', reason: 'connection' });
    }
  });
});
