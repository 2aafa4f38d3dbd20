import { parseThresholds, type UrgencyThresholds } from '../../src/domain/kitchenTickets';
import { read, write } from './storage';

const QUEUE_THRESHOLDS_KEY = 'queue-thresholds';

/**
 * When the queue's tickets turn late and critical. A per-screen preference, kept on this device
 * only: the bar's tablet and the office screen may want different alerts, and no server call is needed.
 * Apart from `storage`, so its checks load with the barista's board only.
 */
export const queueThresholds = {
  read(): UrgencyThresholds {
    try {
      return parseThresholds(JSON.parse(read(QUEUE_THRESHOLDS_KEY) ?? 'null'));
    } catch {
      return parseThresholds(null);
    }
  },
  save(thresholds: UrgencyThresholds): void {
    write(QUEUE_THRESHOLDS_KEY, JSON.stringify(thresholds));
  },
};
