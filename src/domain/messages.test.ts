import { describe, expect, it } from 'vitest';
import { MESSAGES, POPUPS } from './messages';

describe('MESSAGES: docs/product.md#validation-messages, word for word', () => {
  it('has the live hints', () => {
    expect(MESSAGES.emailFormat).toBe('Your email format is incorrect');
    expect(MESSAGES.passwordLive).toBe('Your password must be 8 character');
  });

  it('has the sign-up texts', () => {
    expect(MESSAGES.signupEmailEmpty).toBe('Fill the blank email!');
    expect(MESSAGES.passwordTooShort).toBe('Your password is too short!');
    expect(MESSAGES.passwordTooShortHint).toBe('Use minimal 8 character');
    expect(MESSAGES.signupPhone).toBe('Fill the blank phone number!');
  });

  it('has the login and forgot texts', () => {
    expect(MESSAGES.loginEmailEmpty).toBe('Fill the blank email');
    expect(MESSAGES.loginEmailFormat).toBe('You must insert your email');
    expect(MESSAGES.loginPasswordEmpty).toBe('Fill the blank password');
    expect(MESSAGES.forgotEmail).toBe('Error send email');
  });

  it('has the password texts, the Indonesian ones included', () => {
    expect(MESSAGES.newPasswordShort).toBe('Password is to short');
    expect(MESSAGES.newPasswordMismatch).toBe('Password not have same character');
    expect(MESSAGES.oldPasswordWrong).toBe('Password Lama Salah');
    expect(MESSAGES.repeatPasswordMismatch).toBe('harus sama dengan new password');
    expect(MESSAGES.editPasswordWarningTitle).toBe('Warning!');
    expect(MESSAGES.editPasswordWarning).toBe('error changing password');
  });

  it('has the cart, checkout, profile and image texts', () => {
    expect(MESSAGES.addToCart).toBe('Failed: You must choose one size and input an amount');
    expect(MESSAGES.checkoutPending).toBe('Your must pay your checkout first');
    expect(MESSAGES.checkoutEmpty).toBe('Your cart is empty');
    expect(MESSAGES.profileEmpty).toBe('Error! Field Can Not Be Empty');
    expect(MESSAGES.imageType).toBe('Only .png, .jpg and .jpeg format allowed!');
    expect(MESSAGES.imageSize).toBe('Image size is too large, it must be under 4MB');
  });

  it('has the product form texts', () => {
    expect(MESSAGES.productNameLength).toBe('Name must be at most 50 characters');
    expect(MESSAGES.productDescriptionLength).toBe('Description must be at most 150 characters');
    expect(MESSAGES.productNameEmpty).toBe('Fill the product name');
    expect(MESSAGES.productPriceInvalid).toBe('Price must be a whole number of rupiah');
    expect(MESSAGES.productStockInvalid).toBe('Stock must be a whole number, 0 or more');
    expect(MESSAGES.productCategoryInvalid).toBe('Choose a category: Coffee, Non-coffee or Foods');
    expect(MESSAGES.productSizesEmpty).toBe('Choose at least one size');
    expect(MESSAGES.productSizesInvalid).toBe('Those sizes are not sold in this category');
    expect(MESSAGES.productDeliveryEmpty).toBe('Choose a delivery method');
  });
});

describe('POPUPS: docs/product.md#popups', () => {
  it('has the success, logout, delete and failure texts', () => {
    expect(POPUPS).toEqual({
      loginSuccess: 'Success Login',
      checkEmail: 'Check your email now',
      profileUpdated: 'Your profile has been updated',
      imageDeleted: 'Your Image has been deleted',
      passwordChanged: 'password changed successfully',
      logout: 'Comeback anytime you want',
      confirmTitle: 'Are you sure?',
      confirmText: "You won't be able to revert this!",
      confirmButton: 'Yes, delete it!',
      deletedTitle: 'Deleted!',
      deletedText: 'Your file has been deleted.',
      doneTitle: 'Success',
      doneText: 'You have just delivered an order',
      failedTitle: 'Failed',
      errorTitle: 'Error!',
      warningTitle: 'Warning!',
    });
  });
});
