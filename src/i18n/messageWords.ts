import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, PAYMENT_MESSAGES, POPUPS } from '../domain/messages';
import { EMPTY_CART_WORDS } from './cartWords';

/**
 * The shop's fixed texts, kept in English in src/domain (the server answers with them, word for word
 * as docs/product.md lists them), as messages, so the app says them in the page's language.
 * src/i18n/fixedWords.test.ts checks that each says its English text, but for the two the old site
 * wrote in Indonesian (SAID_IN_ENGLISH), which the English site says in English.
 */
export const MESSAGE_WORDS: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  emailFormat: msg`Your email format is incorrect`,
  passwordLive: msg`Your password must be 8 character`,
  signupEmailEmpty: msg`Fill the blank email!`,
  passwordTooShort: msg`Your password is too short!`,
  passwordTooShortHint: msg`Use minimal 8 character`,
  signupPhone: msg`Fill the blank phone number!`,
  loginEmailEmpty: msg`Fill the blank email`,
  loginEmailFormat: msg`You must insert your email`,
  loginPasswordEmpty: msg`Fill the blank password`,
  forgotEmail: msg`Error send email`,
  newPasswordShort: msg`Password is to short`,
  newPasswordMismatch: msg`Password not have same character`,
  oldPasswordWrong: msg`Your old password is wrong`,
  repeatPasswordMismatch: msg`Must be the same as the new password`,
  editPasswordWarningTitle: msg`Warning!`,
  editPasswordWarning: msg`error changing password`,
  addToCart: msg`Failed: You must choose one size and input an amount`,
  checkoutPending: msg`Your must pay your checkout first`,
  checkoutEmpty: EMPTY_CART_WORDS,
  profileEmpty: msg`Error! Field Can Not Be Empty`,
  imageType: msg`Only .png, .jpg and .jpeg format allowed!`,
  imageSize: msg`Image size is too large, it must be under 4MB`,
  productNameLength: msg`Name must be at most 50 characters`,
  productDescriptionLength: msg`Description must be at most 150 characters`,
  productNameIndonesianLength: msg`Indonesian name must be at most 50 characters`,
  productDescriptionIndonesianLength: msg`Indonesian description must be at most 150 characters`,
  productNameEmpty: msg`Fill the product name`,
  productPriceInvalid: msg`Price must be a whole number of rupiah`,
  productStockInvalid: msg`Stock must be a whole number, 0 or more`,
  productCategoryInvalid: msg`Choose a category: Coffee, Non-coffee or Foods`,
  productSizesEmpty: msg`Choose at least one size`,
  productSizesInvalid: msg`Those sizes are not sold in this category`,
  productDeliveryEmpty: msg`Choose a delivery method`,
  productPriceRange: msg`Price must be from IDR 1 to IDR 10.000.000`,
  productStockRange: msg`Stock can be at most 100.000`,
  productDeliveryTime: msg`Delivery start and end must be times of day, like 13:00`,
  emailTooLong: msg`Your email must be at most 254 characters`,
  nameTooLong: msg`Names must be at most 50 characters`,
  addressTooLong: msg`The address must be at most 300 characters`,
};

/** The two texts the old site wrote in Indonesian: the English site says them in English. */
export const SAID_IN_ENGLISH: readonly (keyof typeof MESSAGES)[] = ['oldPasswordWrong', 'repeatPasswordMismatch'];

export const POPUP_WORDS: Record<keyof typeof POPUPS, MessageDescriptor> = {
  loginSuccess: msg`Success Login`,
  checkEmail: msg`Check your email now`,
  profileUpdated: msg`Your profile has been updated`,
  imageDeleted: msg`Your Image has been deleted`,
  passwordChanged: msg`password changed successfully`,
  logout: msg`Comeback anytime you want`,
  confirmTitle: msg`Are you sure?`,
  confirmText: msg`You won't be able to revert this!`,
  confirmButton: msg`Yes, delete it!`,
  deletedTitle: msg`Deleted!`,
  deletedText: msg`Your file has been deleted.`,
  doneTitle: msg`Success`,
  doneText: msg`You have just delivered an order`,
  failedTitle: msg`Failed`,
  errorTitle: msg`Error!`,
  warningTitle: msg`Warning!`,
};

export const PAYMENT_MESSAGE_WORDS: Record<keyof typeof PAYMENT_MESSAGES, MessageDescriptor> = {
  address: msg`Fill the delivery address`,
  phone: msg`Fill the phone number`,
  method: msg`Choose a payment method`,
  order: msg`order_id must be an order id`,
};

const byEnglish = new Map<string, MessageDescriptor>([
  ...Object.entries(MESSAGE_WORDS).map(([key, words]) => [MESSAGES[key as keyof typeof MESSAGES], words] as const),
  ...Object.entries(POPUP_WORDS).map(([key, words]) => [POPUPS[key as keyof typeof POPUPS], words] as const),
  ...Object.entries(PAYMENT_MESSAGE_WORDS).map(
    ([key, words]) => [PAYMENT_MESSAGES[key as keyof typeof PAYMENT_MESSAGES], words] as const,
  ),
]);

/**
 * A text the domain or the server gave (in English, or the old site's two Indonesian ones), in the
 * page's language when it is one of the shop's fixed texts; any other text as it came.
 */
export function sayMessage(i18n: I18n, text: string): string {
  const words = byEnglish.get(text);
  return words ? i18n._(words) : text;
}
