import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShopSettingsProblem } from '../domain/shopSettingsDraft';

/** Why a settings field is refused, beside the field. */
export const SHOP_SETTINGS_PROBLEM_WORDS: Record<ShopSettingsProblem, MessageDescriptor> = {
  time: msg`Choose a time`,
  sameTimes: msg`Opening and closing are the same time`,
  overlapsSameDay: msg`This overlaps the day's other opening`,
  overlapsNextDay: msg`This runs past midnight into the next day's opening`,
  taxRange: msg`Tax must be a whole number from 0 to 20 %`,
  feeRange: msg`The fee must be a whole number of rupiah from 0 to 100.000`,
  noDays: msg`Choose at least one delivery day`,
  endBeforeStart: msg`The end must be after the start`,
  date: msg`Choose a date`,
  datePast: msg`That date has passed`,
  dateTwice: msg`That date is already closed`,
};
