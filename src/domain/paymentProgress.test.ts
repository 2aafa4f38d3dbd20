import { describe, expect, it } from 'vitest';
import { countdownText, groupedDigits, paymentPhase, secondsLeft } from './paymentProgress';

const NOW = new Date('2026-11-27T07:00:00.000Z');

describe('secondsLeft', () => {
  it('counts whole seconds up to the deadline and stops at zero', () => {
    expect(secondsLeft('2026-11-27T07:15:00.000Z', NOW)).toBe(900);
    expect(secondsLeft('2026-11-27T07:00:00.400Z', NOW)).toBe(1);
    expect(secondsLeft('2026-11-27T06:59:00.000Z', NOW)).toBe(0);
  });

  it('has nothing to count without a readable deadline', () => {
    expect(secondsLeft(null, NOW)).toBeNull();
    expect(secondsLeft('not a time', NOW)).toBeNull();
  });
});

describe('paymentPhase', () => {
  it('waits while a pending payment has time left, or no deadline at all', () => {
    expect(paymentPhase({ state: 'pending', expiresAt: '2026-11-27T07:10:00.000Z' }, NOW)).toBe('waiting');
    expect(paymentPhase({ state: 'pending', expiresAt: null }, NOW)).toBe('waiting');
  });

  it('calls a pending payment expired as soon as its time is up, before the provider says so', () => {
    expect(paymentPhase({ state: 'pending', expiresAt: '2026-11-27T07:00:00.000Z' }, NOW)).toBe('expired');
    expect(paymentPhase({ state: 'expired', expiresAt: null }, NOW)).toBe('expired');
  });

  it('tells a refusal apart, and leaves nothing to do once the money is settled', () => {
    expect(paymentPhase({ state: 'failed', expiresAt: null }, NOW)).toBe('failed');
    for (const state of ['paid', 'due', 'refunded'] as const) {
      expect(paymentPhase({ state, expiresAt: null }, NOW)).toBe('settled');
    }
  });
});

describe('countdownText', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(countdownText(845)).toBe('14:05');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(3600)).toBe('1:00:00');
    expect(countdownText(-3)).toBe('0:00');
  });
});

describe('groupedDigits', () => {
  it('groups a virtual account number by four', () => {
    expect(groupedDigits('80777123456789012')).toBe('8077 7123 4567 8901 2');
    expect(groupedDigits('1234 5678')).toBe('1234 5678');
    expect(groupedDigits('123')).toBe('123');
  });
});
