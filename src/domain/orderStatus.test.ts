import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  canMarkDone,
  canMove,
  isInQueue,
  isKitchenStatus,
  isOrderStatus,
  isUndo,
  KITCHEN_FLOW,
  stepsSkippedByDone,
  moveRefusal,
  ORDER_STATUSES,
  STATUS_TIME_FIELD,
  statusTimeChanges,
} from './orderStatus';

describe('order statuses', () => {
  it('knows the six statuses and nothing else', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const value of ['cooking', '', null, 3, 'Paid']) expect(isOrderStatus(value)).toBe(false);
  });

  it('moves one step forward along paid → preparing → ready → done', () => {
    expect(canMove('paid', 'preparing')).toBe(true);
    expect(canMove('preparing', 'ready')).toBe(true);
    expect(canMove('ready', 'done')).toBe(true);
    expect(isUndo('paid', 'preparing')).toBe(false);
  });

  it('moves one step back to undo, never back to unpaid', () => {
    expect(canMove('preparing', 'paid')).toBe(true);
    expect(canMove('ready', 'preparing')).toBe(true);
    expect(canMove('done', 'ready')).toBe(true);
    expect(isUndo('done', 'ready')).toBe(true);
    expect(canMove('paid', 'new order')).toBe(false);
    expect(isUndo('paid', 'new order')).toBe(false);
  });

  it('refuses skips, standing still and anything from an unpaid order', () => {
    expect(canMove('paid', 'ready')).toBe(false);
    expect(canMove('paid', 'done')).toBe(false);
    expect(canMove('done', 'preparing')).toBe(false);
    expect(canMove('ready', 'ready')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canMove('new order', to)).toBe(false);
  });

  it('names both statuses in the refusal', () => {
    expect(moveRefusal('paid', 'ready')).toBe('Cannot move an order from "paid" to "ready"');
    expect(moveRefusal('new order', 'preparing')).toBe('Cannot move an order from "new order" to "preparing"');
  });

  it('lets order/done finish any paid order that is not done yet', () => {
    expect(['paid', 'preparing', 'ready'].every((s) => canMarkDone(s as never))).toBe(true);
    expect(canMarkDone('new order')).toBe(false);
    expect(canMarkDone('done')).toBe(false);
  });

  it('names the steps Mark As Done skips, so a skip can be confirmed', () => {
    expect(stepsSkippedByDone('paid')).toEqual(['preparing', 'ready']);
    expect(stepsSkippedByDone('preparing')).toEqual(['ready']);
    expect(stepsSkippedByDone('ready')).toEqual([]);
    expect(stepsSkippedByDone('new order')).toEqual([]);
    expect(stepsSkippedByDone('cancelled')).toEqual([]);
  });

  it('keeps a time column per kitchen status and a queue of paid and preparing orders', () => {
    expect(KITCHEN_FLOW.map((status) => STATUS_TIME_FIELD[status])).toEqual([
      'paid_at',
      'preparing_at',
      'ready_at',
      'done_at',
    ]);
    expect(ORDER_STATUSES.filter(isInQueue)).toEqual(['paid', 'preparing']);
  });
});

describe('cancelRefusal: who may cancel what', () => {
  it('lets the customer cancel their order while it is unpaid, with or without a reason', () => {
    expect(cancelRefusal('customer', 'new order', '')).toBeNull();
    expect(cancelRefusal('customer', 'new order', 'changed my mind')).toBeNull();
  });

  it('leaves a paid order to the shop', () => {
    for (const status of ['paid', 'preparing'] as const) {
      expect(cancelRefusal('customer', status, 'please')).toMatchObject({
        status: 409,
        code: 'ORDER_NOT_CANCELLABLE',
        message: 'This order is paid: only the shop can cancel it now, please ask a member of staff',
      });
    }
  });

  it('lets the shop (staff or admin) cancel an unpaid, paid or preparing order with a reason, never without one', () => {
    for (const by of ['staff', 'admin'] as const) {
      for (const status of ['new order', 'paid', 'preparing'] as const) {
        expect(cancelRefusal(by, status, 'out of oat milk')).toBeNull();
        expect(cancelRefusal(by, status, '  ')).toEqual({
          status: 400,
          code: 'CANCEL_REASON_REQUIRED',
          message: 'Say why the order is cancelled',
        });
      }
    }
  });

  it('lets the server cancel only an unpaid order', () => {
    expect(cancelRefusal('server', 'new order', 'not paid in time')).toBeNull();
    expect(cancelRefusal('server', 'paid', 'not paid in time')?.code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('never cancels a ready or done order, nor one twice, whoever asks', () => {
    for (const by of ['customer', 'staff', 'admin', 'server'] as const) {
      expect(cancelRefusal(by, 'ready', 'x')).toMatchObject({ status: 409, message: expect.stringMatching(/ready/) });
      expect(cancelRefusal(by, 'done', 'x')).toMatchObject({ status: 409, message: expect.stringMatching(/done/) });
      expect(cancelRefusal(by, 'cancelled', 'x')).toMatchObject({
        status: 409,
        code: 'ORDER_ALREADY_CANCELLED',
        message: 'This order is already cancelled',
      });
    }
  });
});

describe('the time stamps of a move', () => {
  const at = '2026-11-29T03:00:00.000Z';
  it('stamps the status reached, forward one step or straight to done', () => {
    expect(statusTimeChanges('paid', 'preparing', at)).toEqual({ preparing_at: at });
    expect(statusTimeChanges('ready', 'done', at)).toEqual({ done_at: at });
    expect(statusTimeChanges('paid', 'done', at)).toEqual({ done_at: at });
    expect(statusTimeChanges('new order', 'paid', at)).toEqual({ paid_at: at });
  });

  it('clears the time of the status left on an undo, and keeps the earlier ones', () => {
    expect(statusTimeChanges('ready', 'preparing', at)).toEqual({ ready_at: null });
    expect(statusTimeChanges('done', 'ready', at)).toEqual({ done_at: null });
  });

  it('stamps nothing for a status outside the kitchen', () => {
    expect(statusTimeChanges('paid', 'cancelled', at)).toEqual({});
    expect(isKitchenStatus('cancelled')).toBe(false);
    expect(isKitchenStatus('ready')).toBe(true);
  });
});
