import { describe, expect, it } from 'vitest';
import {
  addToCartSchema,
  checkoutError,
  checkoutSchema,
  confirmPaymentSchema,
  editPasswordSchema,
  emailLiveError,
  forgotSchema,
  imageFileError,
  loginSchema,
  newPasswordSchema,
  passwordLiveError,
  productFormSchema,
  profileSchema,
  signupSchema,
  validate,
} from './validation';

const errors = (schema: Parameters<typeof validate>[0], values: unknown) => {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
};

describe('validate', () => {
  it('keeps a message for input that is not an object at all', () => {
    expect(errors(loginSchema, 'not a form')).toEqual({ _: expect.any(String) });
  });
});

describe('live hints', () => {
  it('flags an email without @ and a short password while typing', () => {
    expect(emailLiveError('kopi')).toBe('Your email format is incorrect');
    expect(emailLiveError('kopi@shop.id')).toBeNull();
    expect(emailLiveError('')).toBeNull();
    expect(passwordLiveError('1234567')).toBe('Your password must be 8 character');
    expect(passwordLiveError('12345678')).toBeNull();
    expect(passwordLiveError('')).toBeNull();
  });
});

describe('sign-up', () => {
  it('uses the specification’s texts', () => {
    expect(errors(signupSchema, { email: '', password: 'short', phone_number: 'abc' })).toEqual({
      email: 'Fill the blank email!',
      password: 'Your password is too short!',
      phone_number: 'Fill the blank phone number!',
    });
    expect(errors(signupSchema, { email: 'kopi', password: 'longenough', phone_number: 81234567 })).toEqual({
      email: 'Your email format is incorrect',
    });
    expect(errors(signupSchema, { email: 3, password: null })).toMatchObject({
      email: 'Fill the blank email!',
      password: 'Your password is too short!',
    });
  });
  it('accepts a good sign-up and keeps the phone as digits', () => {
    const result = validate(signupSchema, { email: ' kopi@shop.id ', password: '12345678', phone_number: '081234567' });
    expect(result).toEqual({
      ok: true,
      data: { email: 'kopi@shop.id', password: '12345678', phone_number: '081234567' },
    });
  });
});

describe('login, forgot and passwords', () => {
  it('login', () => {
    expect(errors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Fill the blank email',
      password: 'Fill the blank password',
    });
    expect(errors(loginSchema, { email: 'kopi', password: 'x' })).toEqual({ email: 'You must insert your email' });
  });
  it('forgot', () => {
    expect(errors(forgotSchema, { email: '' })).toEqual({ email: 'Error send email' });
    expect(errors(forgotSchema, { email: 'kopi' })).toEqual({ email: 'Error send email' });
    expect(validate(forgotSchema, { email: 'a@b.c' }).ok).toBe(true);
  });
  it('new password', () => {
    expect(errors(newPasswordSchema, { password: 'short', repeat_password: 'short' })).toEqual({
      password: 'Password is to short',
    });
    expect(errors(newPasswordSchema, { password: '12345678', repeat_password: '12345679' })).toEqual({
      repeat_password: 'Password not have same character',
    });
    expect(validate(newPasswordSchema, { password: '12345678', repeat_password: '12345678' }).ok).toBe(true);
  });
  it('edit password', () => {
    expect(errors(editPasswordSchema, { prev_password: '', password: 'short', repeat_password: 'other' })).toEqual({
      prev_password: 'Password Lama Salah',
      password: 'Your password is too short!',
      repeat_password: 'harus sama dengan new password',
    });
    expect(errors(editPasswordSchema, { prev_password: 'old', password: '12345678', repeat_password: 'nope' })).toEqual(
      {
        repeat_password: 'harus sama dengan new password',
      },
    );
  });
});

describe('cart and checkout', () => {
  it('needs a size and an amount', () => {
    const message = 'Failed: You must choose one size and input an amount';
    expect(errors(addToCartSchema, { size: undefined, amount: 1 })).toEqual({ size: message });
    expect(errors(addToCartSchema, { size: 'L', amount: 0 })).toEqual({ amount: message });
    expect(validate(addToCartSchema, { size: 'L', amount: 2 }).ok).toBe(true);
  });
  it('refuses a checkout while an order is pending, then an empty cart', () => {
    expect(checkoutError({ pendingOrderId: '12', isEmpty: true })).toBe('Your must pay your checkout first');
    expect(checkoutError({ pendingOrderId: null, isEmpty: true })).toBe('Your cart is empty');
    expect(checkoutError({ pendingOrderId: '', isEmpty: false })).toBeNull();
    expect(checkoutError({ pendingOrderId: undefined, isEmpty: false })).toBeNull();
  });
  it('validates the checkout body', () => {
    expect(errors(checkoutSchema, { delivery_method: 'drone', products: [] })).toMatchObject({
      products: 'Your cart is empty',
    });
    expect(
      errors(checkoutSchema, { delivery_method: 'dine in', products: [{ product_id: 1, qty: -1, size: 'M' }] }),
    ).toEqual({
      'products.0.qty': 'qty must be a whole number of at least 1',
      'products.0.size': 'size must be one of R, L, XL, 250, 300, 500',
    });
    const ok = validate(checkoutSchema, {
      delivery_method: 'dine in',
      delivery_time: null,
      products: [{ product_id: '3', qty: 2, size: 'L' }],
    });
    expect(ok).toEqual({
      ok: true,
      data: { delivery_method: 'dine in', delivery_time: '', products: [{ product_id: 3, qty: 2, size: 'L' }] },
    });
  });
});

describe('profile', () => {
  const good = {
    email: 'kopi@shop.id',
    username: 'kopi',
    first_name: 'Kopi',
    last_name: 'Susu',
    address: 'Jalan Sudirman 1',
    phone_number: '0812345678',
    gender: 'female',
    bod: '1995-04-12',
  };
  it('says Error! Field Can Not Be Empty for any empty field', () => {
    expect(errors(profileSchema, { ...good, address: '  ' })).toEqual({ address: 'Error! Field Can Not Be Empty' });
    expect(errors(profileSchema, { ...good, bod: '12/04/1995' })).toEqual({ bod: 'Error! Field Can Not Be Empty' });
    expect(errors(profileSchema, { ...good, email: 'kopi' })).toEqual({ email: 'Your email format is incorrect' });
    expect(validate(profileSchema, good).ok).toBe(true);
  });
});

describe('images', () => {
  it('allows png, jpg and jpeg strictly under 4388608 bytes', () => {
    expect(imageFileError({ name: 'a.PNG', type: 'image/png', size: 4388607 })).toBeNull();
    expect(imageFileError({ name: 'a.jpeg', type: '', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 4388608 })).toBe(
      'Image size is too large, it must be under 4MB',
    );
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Only .png, .jpg and .jpeg format allowed!',
    );
    expect(imageFileError({ name: 'a.png', type: 'image/svg+xml', size: 10 })).toBe(
      'Only .png, .jpg and .jpeg format allowed!',
    );
    expect(imageFileError({ name: 'noextension', type: 'image/png', size: 10 })).toBe(
      'Only .png, .jpg and .jpeg format allowed!',
    );
  });
});

describe('product form', () => {
  const base = {
    name: 'Latte',
    description: '',
    price: '25000',
    stock: '10',
    category_id: '1',
    size: 'R,L',
    is_dine_in: '1',
  };
  it('parses multipart strings and resets unsent flags to 0', () => {
    const result = validate(productFormSchema, base);
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Latte',
        description: '',
        price: 25000,
        stock: 10,
        category_id: 1,
        size: ['R', 'L'],
        is_dine_in: 1,
        is_home_delivery: 0,
        is_pick_up: 0,
        start_delivery: null,
        end_delivery: null,
      },
    });
  });
  it('accepts every flag spelling', () => {
    for (const [value, expected] of [
      [true, 1],
      [false, 0],
      [1, 1],
      [0, 0],
      ['1', 1],
      ['0', 0],
      ['true', 1],
      ['false', 0],
    ] as const) {
      const result = validate(productFormSchema, { ...base, is_pick_up: value, size: ['R'] });
      expect(result.ok && result.data.is_pick_up).toBe(expected);
    }
  });
  it('limits name to 50 and description to 150 characters', () => {
    expect(errors(productFormSchema, { ...base, name: 'x'.repeat(51), description: 'y'.repeat(151) })).toEqual({
      name: 'Name must be at most 50 characters',
      description: 'Description must be at most 150 characters',
    });
    expect(validate(productFormSchema, { ...base, name: 'x'.repeat(50), description: 'y'.repeat(150) }).ok).toBe(true);
  });
  it('checks numbers, sizes for the category and a delivery method', () => {
    expect(errors(productFormSchema, { ...base, price: '-1', stock: '2.5', size: '' })).toEqual({
      price: 'Price must be a whole number of rupiah',
      stock: 'Stock must be a whole number, 0 or more',
      size: 'Choose at least one size',
    });
    // Checks across fields run once every field reads well.
    expect(errors(productFormSchema, { ...base, is_dine_in: 0 })).toEqual({ is_dine_in: 'Choose a delivery method' });
    expect(errors(productFormSchema, { ...base, category_id: '3' })).toEqual({
      size: 'Those sizes are not sold in this category',
    });
    expect(errors(productFormSchema, { ...base, category_id: '7' })).toHaveProperty('category_id');
  });
});

describe('confirm payment', () => {
  it('takes the payment method as a string or a number', () => {
    expect(
      validate(confirmPaymentSchema, {
        address: 'Jl. Kopi 1',
        customer_phone: 81234567,
        payment_method_id: '2',
        order_id: '7',
      }),
    ).toEqual({
      ok: true,
      data: { address: 'Jl. Kopi 1', customer_phone: '81234567', payment_method_id: 2, order_id: 7 },
    });
  });
  it('refuses unknown methods, bad phones and bad ids', () => {
    expect(errors(confirmPaymentSchema, { customer_phone: 'call me', payment_method_id: 4, order_id: 0 })).toEqual({
      customer_phone: 'Fill the phone number',
      payment_method_id: 'Choose a payment method',
      order_id: 'order_id must be an order id',
    });
  });
});
