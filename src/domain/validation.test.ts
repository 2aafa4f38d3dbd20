import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkoutSchema,
  optionGroupSchema,
  confirmPaymentSchema,
  editPasswordSchema,
  forgotSchema,
  loginSchema,
  newPasswordSchema,
  productFormSchema,
  profileSchema,
  signupSchema,
} from './apiSchemas';
import {
  GENDERS,
  PAYMENT_MESSAGES,
  editPasswordValuesSchema,
  emailLiveError,
  forgotValuesSchema,
  imageFileError,
  imageFormatOf,
  loginValuesSchema,
  newPasswordValuesSchema,
  passwordLiveError,
  productDraftSchema,
  profileValuesSchema,
  signupValuesSchema,
  validate,
} from './validation';

/** The field messages of a failed validation; {} when it passed. */
const errors = (schema: z.core.$ZodType, values: unknown) => {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
};
/** The parsed data of a passed validation; throws when it failed. */
const data = <S extends z.core.$ZodType>(schema: S, values: unknown): z.output<S> => {
  const result = validate(schema, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe('validate', () => {
  it('gives ok and the parsed data on success', () => {
    expect(validate(forgotSchema, { email: ' a@b.c ' })).toEqual({ ok: true, data: { email: 'a@b.c' } });
  });

  it('keeps only the first message per field, keyed by its dotted path', () => {
    // An empty email fails both "empty" and "no @": the form shows the first.
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Fill the blank email', password: 'Fill the blank password' },
    });
    expect(
      errors(checkoutSchema, { delivery_method: 'dine in', products: [{ product_id: 1, qty: 0, size: 'M' }] }),
    ).toEqual({
      'products.0.qty': 'qty must be a whole number of at least 1',
      'products.0.size': 'size must be one of R, L, XL, 250, 300, 500',
    });
  });

  it('files an issue of the whole value under _', () => {
    expect(errors(loginSchema, 'not a form')).toEqual({ _: expect.any(String) });
    expect(
      errors(
        z.string().refine(() => false, { error: 'never' }),
        'x',
      ),
    ).toEqual({ _: 'never' });
  });
});

describe('live hints while typing', () => {
  it('flag an email without @', () => {
    expect(emailLiveError('kopi')).toBe('Your email format is incorrect');
    expect(emailLiveError('kopi@')).toBe('Your email format is incorrect');
    expect(emailLiveError('@shop.id')).toBe('Your email format is incorrect');
    expect(emailLiveError('kopi@shop.id')).toBeNull();
    expect(emailLiveError('')).toBeNull();
  });

  it('flag a password under 8 characters', () => {
    expect(passwordLiveError('1')).toBe('Your password must be 8 character');
    expect(passwordLiveError('1234567')).toBe('Your password must be 8 character');
    expect(passwordLiveError('12345678')).toBeNull();
    expect(passwordLiveError('')).toBeNull();
  });
});

describe('sign-up', () => {
  const good = { email: 'kopi@shop.id', password: '12345678', phone_number: '081234567' };

  it('says Fill the blank email! for an empty email', () => {
    expect(errors(signupSchema, { ...good, email: '' })).toEqual({ email: 'Fill the blank email!' });
    expect(errors(signupSchema, { ...good, email: '   ' })).toEqual({ email: 'Fill the blank email!' });
    expect(errors(signupSchema, { ...good, email: undefined })).toEqual({ email: 'Fill the blank email!' });
    expect(errors(signupSchema, { ...good, email: 3 })).toEqual({ email: 'Fill the blank email!' });
  });

  it('says the email format is incorrect without an @', () => {
    expect(errors(signupSchema, { ...good, email: 'kopi' })).toEqual({ email: 'Your email format is incorrect' });
  });

  it('says Your password is too short! under 8 characters', () => {
    expect(errors(signupSchema, { ...good, password: '1234567' })).toEqual({ password: 'Your password is too short!' });
    expect(errors(signupSchema, { ...good, password: null })).toEqual({ password: 'Your password is too short!' });
  });

  it('says Fill the blank phone number! for a phone that is not digits', () => {
    for (const phone_number of ['abc', '', '0812-3456', '1234', 'x'.repeat(16), undefined, -81234567, 8123.5, true]) {
      expect(errors(signupSchema, { ...good, phone_number })).toEqual({ phone_number: 'Fill the blank phone number!' });
    }
  });

  it('accepts a good sign-up, trimming the email and keeping the phone as digits', () => {
    expect(data(signupSchema, { ...good, email: ' kopi@shop.id ' })).toEqual(good);
    expect(data(signupSchema, { ...good, phone_number: 81234567 })).toMatchObject({ phone_number: '81234567' });
    expect(data(signupSchema, { ...good, phone_number: ' +6281234567 ' })).toMatchObject({
      phone_number: '+6281234567',
    });
  });

  it('reports every field of an empty form', () => {
    expect(errors(signupSchema, {})).toEqual({
      email: 'Fill the blank email!',
      password: 'Your password is too short!',
      phone_number: 'Fill the blank phone number!',
    });
  });

  it('checks the screen’s values the same way, keyed by the screen’s names', () => {
    const values = { email: ' kopi@shop.id ', password: '12345678', phoneNumber: ' 081234567 ' };
    expect(data(signupValuesSchema, values)).toEqual({
      email: 'kopi@shop.id',
      password: '12345678',
      phoneNumber: '081234567',
    });
    expect(errors(signupValuesSchema, { ...values, phoneNumber: 'abc' })).toEqual({
      phoneNumber: 'Fill the blank phone number!',
    });
    expect(errors(signupValuesSchema, {})).toEqual({
      email: 'Fill the blank email!',
      password: 'Your password is too short!',
      phoneNumber: 'Fill the blank phone number!',
    });
  });
});

describe('login', () => {
  it('uses the texts of docs/product.md#validation-messages', () => {
    expect(errors(loginSchema, { email: '', password: 'x' })).toEqual({ email: 'Fill the blank email' });
    expect(errors(loginSchema, { email: 'kopi', password: 'x' })).toEqual({ email: 'You must insert your email' });
    expect(errors(loginSchema, { email: 'kopi@shop.id', password: '' })).toEqual({
      password: 'Fill the blank password',
    });
    expect(errors(loginSchema, {})).toEqual({ email: 'Fill the blank email', password: 'Fill the blank password' });
  });

  it('accepts any non-empty password (the server judges it)', () => {
    expect(data(loginSchema, { email: 'kopi@shop.id', password: 'x' })).toEqual({
      email: 'kopi@shop.id',
      password: 'x',
    });
  });

  it('checks the screen’s values the same way', () => {
    expect(errors(loginValuesSchema, { email: 'kopi', password: '' })).toEqual(
      errors(loginSchema, { email: 'kopi', password: '' }),
    );
    expect(data(loginValuesSchema, { email: ' kopi@shop.id ', password: 'x' })).toEqual({
      email: 'kopi@shop.id',
      password: 'x',
    });
  });
});

describe('forgot', () => {
  it('says Error send email for an empty or @-less email', () => {
    for (const email of ['', ' ', 'kopi', undefined]) {
      expect(errors(forgotSchema, { email })).toEqual({ email: 'Error send email' });
    }
    expect(validate(forgotSchema, { email: 'a@b.c' }).ok).toBe(true);
  });

  it('checks the screen’s value the same way', () => {
    expect(errors(forgotValuesSchema, { email: 'kopi' })).toEqual({ email: 'Error send email' });
    expect(validate(forgotValuesSchema, { email: 'a@b.c' }).ok).toBe(true);
  });
});

describe('new password', () => {
  it('says Password is to short under 8 characters', () => {
    expect(errors(newPasswordSchema, { password: 'short', repeat_password: 'short' })).toEqual({
      password: 'Password is to short',
    });
    expect(errors(newPasswordSchema, { password: 'short' })).toEqual({
      password: 'Password is to short',
      repeat_password: 'Password is to short',
    });
  });

  it('says Password not have same character when they differ', () => {
    expect(errors(newPasswordSchema, { password: '12345678', repeat_password: '12345679' })).toEqual({
      repeat_password: 'Password not have same character',
    });
    expect(errors(newPasswordSchema, { password: 'short', repeat_password: 'other' })).toEqual({
      password: 'Password is to short',
      repeat_password: 'Password not have same character',
    });
  });

  it('proceeds only when equal and 8 or more characters', () => {
    expect(data(newPasswordSchema, { password: '12345678', repeat_password: '12345678' })).toEqual({
      password: '12345678',
      repeat_password: '12345678',
    });
  });

  it('checks the screen’s values the same way, the mismatch under repeatPassword', () => {
    expect(errors(newPasswordValuesSchema, { password: 'short', repeatPassword: 'other' })).toEqual({
      password: 'Password is to short',
      repeatPassword: 'Password not have same character',
    });
    expect(errors(newPasswordValuesSchema, { password: '12345678', repeatPassword: '12345679' })).toEqual({
      repeatPassword: 'Password not have same character',
    });
    expect(errors(newPasswordValuesSchema, {})).toEqual({
      password: 'Password is to short',
      repeatPassword: 'Password is to short',
    });
    const values = { password: '12345678', repeatPassword: '12345678' };
    expect(data(newPasswordValuesSchema, values)).toEqual(values);
  });
});

describe('edit password', () => {
  it('uses the texts of docs/product.md#validation-messages, the Indonesian ones included', () => {
    expect(errors(editPasswordSchema, { prev_password: '', password: 'short', repeat_password: 'other' })).toEqual({
      prev_password: 'Password Lama Salah',
      password: 'Your password is too short!',
      repeat_password: 'harus sama dengan new password',
    });
    expect(errors(editPasswordSchema, { prev_password: 'old', password: '12345678', repeat_password: 'nope' })).toEqual(
      { repeat_password: 'harus sama dengan new password' },
    );
    expect(errors(editPasswordSchema, {})).toEqual({
      prev_password: 'Password Lama Salah',
      password: 'Your password is too short!',
      repeat_password: 'harus sama dengan new password',
    });
  });

  it('accepts a good change', () => {
    const body = { prev_password: 'old', password: '12345678', repeat_password: '12345678' };
    expect(data(editPasswordSchema, body)).toEqual(body);
  });

  it('checks the screen’s values the same way, the mismatch under repeatPassword', () => {
    expect(errors(editPasswordValuesSchema, { prevPassword: '', password: 'short', repeatPassword: 'other' })).toEqual({
      prevPassword: 'Password Lama Salah',
      password: 'Your password is too short!',
      repeatPassword: 'harus sama dengan new password',
    });
    expect(
      errors(editPasswordValuesSchema, { prevPassword: 'old', password: '12345678', repeatPassword: 'nope' }),
    ).toEqual({ repeatPassword: 'harus sama dengan new password' });
    const values = { prevPassword: 'old', password: '12345678', repeatPassword: '12345678' };
    expect(data(editPasswordValuesSchema, values)).toEqual(values);
  });
});

describe('the checkout body', () => {
  const line = { product_id: 3, qty: 2, size: 'L' };

  it('parses a cart, reading an id as digits and a missing time as now', () => {
    expect(
      data(checkoutSchema, {
        delivery_method: 'dine in',
        delivery_time: null,
        products: [{ ...line, product_id: '3' }],
      }),
    ).toEqual({ delivery_method: 'dine in', delivery_time: '', products: [{ ...line, note: '' }] });
    expect(data(checkoutSchema, { delivery_method: 'take away', products: [line] })).toMatchObject({
      delivery_time: '',
    });
    expect(
      data(checkoutSchema, { delivery_method: 'home delivery', delivery_time: ' 2026-11-23T14:00 ', products: [line] }),
    ).toMatchObject({ delivery_time: '2026-11-23T14:00' });
  });

  it('reads a line’s choices and note, and counts lines with the same choices as one', () => {
    const parsed = data(checkoutSchema, {
      delivery_method: 'dine in',
      products: [{ ...line, options: ['7', 5], note: ' hot ' }],
    });
    expect(parsed.products[0]).toEqual({ ...line, options: [7, 5], note: 'hot' });
    const twice = [
      { ...line, options: [7, 5], note: 'hot' },
      { ...line, options: [5, 7], note: ' hot', qty: 98 },
    ];
    expect(errors(checkoutSchema, { delivery_method: 'dine in', products: twice })).toEqual({
      'products.1.qty': 'qty must be from 1 to 99',
    });
    expect(errors(checkoutSchema, { delivery_method: 'dine in', products: [{ ...line, note: 'a\tb' }] })).toEqual({
      'products.0.note': 'A note is one line of plain text',
    });
    expect(errors(checkoutSchema, { delivery_method: 'dine in', products: [{ ...line, options: [0] }] })).toEqual({
      'products.0.options.0': 'options must be a list of at most 200 choice ids',
    });
  });

  it('says Your cart is empty for no products, and names a wrong method', () => {
    expect(errors(checkoutSchema, { delivery_method: 'drone', products: [] })).toEqual({
      delivery_method: 'delivery_method must be dine in, home delivery or take away',
      products: 'Your cart is empty',
    });
  });

  it('counts the same product and size twice as one line of at most 99', () => {
    expect(
      errors(checkoutSchema, {
        delivery_method: 'dine in',
        products: [line, { ...line, qty: 60 }, { ...line, size: 'R', qty: 60 }, { ...line, qty: 40 }],
      }),
    ).toEqual({ 'products.3.qty': 'qty must be from 1 to 99' });
    expect(data(checkoutSchema, { delivery_method: 'dine in', products: [line, { ...line, qty: 97 }] })).toMatchObject({
      products: [line, { ...line, qty: 97 }],
    });
  });

  it('refuses product ids that are not positive whole numbers within 32 bits', () => {
    for (const product_id of ['abc', '', 0, -1, 1.5, '1.5', '0x10', true, [5], null, 2147483648, '2147483648']) {
      expect(errors(checkoutSchema, { delivery_method: 'dine in', products: [{ ...line, product_id }] })).toEqual({
        'products.0.product_id': 'product_id must be a product id',
      });
    }
  });

  it('refuses amounts outside 1 to 99 and unknown sizes', () => {
    const check = (change: object) =>
      errors(checkoutSchema, { delivery_method: 'dine in', products: [{ ...line, ...change }] });
    expect(check({ qty: 0 })).toEqual({ 'products.0.qty': 'qty must be a whole number of at least 1' });
    expect(check({ qty: 1.5 })).toEqual({ 'products.0.qty': 'qty must be a whole number of at least 1' });
    expect(check({ qty: '2' })).toEqual({ 'products.0.qty': 'qty must be a whole number of at least 1' });
    expect(check({ qty: 100 })).toEqual({ 'products.0.qty': 'qty must be from 1 to 99' });
    expect(check({ qty: 99 })).toEqual({});
    expect(check({ size: '350' })).toEqual({ 'products.0.size': 'size must be one of R, L, XL, 250, 300, 500' });
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
  const empty = 'Error! Field Can Not Be Empty';

  it('says Error! Field Can Not Be Empty for any empty field', () => {
    for (const field of Object.keys(good)) {
      expect(errors(profileSchema, { ...good, [field]: '' }), field).toEqual({ [field]: empty });
      expect(errors(profileSchema, { ...good, [field]: undefined }), field).toEqual({ [field]: empty });
    }
    expect(errors(profileSchema, { ...good, address: '  ' })).toEqual({ address: empty });
  });

  it('bounds the email to 254 characters, names to 50 and the address to 300', () => {
    const long = `${'k'.repeat(250)}@shop.id`;
    expect(
      errors(profileSchema, {
        ...good,
        email: long,
        username: 'u'.repeat(51),
        first_name: 'f'.repeat(51),
        last_name: 'l'.repeat(51),
        address: 'a'.repeat(301),
      }),
    ).toEqual({
      email: 'Your email must be at most 254 characters',
      username: 'Names must be at most 50 characters',
      first_name: 'Names must be at most 50 characters',
      last_name: 'Names must be at most 50 characters',
      address: 'The address must be at most 300 characters',
    });
    for (const schema of [signupSchema, loginSchema, forgotSchema]) {
      expect(validate(schema, { email: long }).ok).toBe(false);
      expect((validate(schema, { email: long }) as { errors: Record<string, string> }).errors.email).toBe(
        'Your email must be at most 254 characters',
      );
    }
    const longest = {
      ...good,
      email: `${'k'.repeat(246)}@shop.id`,
      username: 'u'.repeat(50),
      address: 'a'.repeat(300),
    };
    expect(validate(profileSchema, longest).ok).toBe(true);
  });

  it('checks the email format, the phone, the gender and a real birth date', () => {
    expect(errors(profileSchema, { ...good, email: 'kopi' })).toEqual({ email: 'Your email format is incorrect' });
    expect(errors(profileSchema, { ...good, phone_number: 'call me' })).toEqual({ phone_number: empty });
    expect(errors(profileSchema, { ...good, gender: 'other' })).toEqual({ gender: empty });
    for (const bod of ['12/04/1995', '1995-4-12', '1995-02-31', '1995-02-29', '1995-13-01']) {
      expect(errors(profileSchema, { ...good, bod }), bod).toEqual({ bod: empty });
    }
  });

  it('accepts a good profile, numbers for the phone, both genders and a leap day', () => {
    expect(GENDERS).toEqual(['male', 'female']);
    expect(data(profileSchema, good)).toEqual(good);
    expect(data(profileSchema, { ...good, phone_number: 812345678, gender: 'male', bod: '1996-02-29' })).toMatchObject({
      phone_number: '812345678',
      gender: 'male',
      bod: '1996-02-29',
    });
  });

  it('checks the screen’s values the same way, keyed by the screen’s names', () => {
    const values = {
      email: 'kopi@shop.id',
      username: 'kopi',
      firstName: 'Kopi',
      lastName: 'Susu',
      address: 'Jalan Sudirman 1',
      phoneNumber: '0812345678',
      gender: 'female',
      bod: '1995-04-12',
    };
    expect(data(profileValuesSchema, values)).toEqual(values);
    for (const field of Object.keys(values)) {
      expect(errors(profileValuesSchema, { ...values, [field]: '' }), field).toEqual({ [field]: empty });
    }
    expect(
      errors(profileValuesSchema, {
        ...values,
        firstName: 'f'.repeat(51),
        lastName: 'l'.repeat(51),
        phoneNumber: 'call me',
        bod: '1995-02-31',
      }),
    ).toEqual({
      firstName: 'Names must be at most 50 characters',
      lastName: 'Names must be at most 50 characters',
      phoneNumber: empty,
      bod: empty,
    });
  });
});

describe('imageFileError: png, jpg or jpeg, strictly under 4388608 bytes', () => {
  const typeMessage = 'Only .png, .jpg and .jpeg format allowed!';
  const sizeMessage = 'Image size is too large, it must be under 4MB';

  it('allows the three extensions in any case, with their types or none', () => {
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'my.photo.JPEG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.jpeg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other extensions, other types and names without an extension', () => {
    for (const file of [
      { name: 'a.gif', type: 'image/gif', size: 10 },
      { name: 'a.webp', type: '', size: 10 },
      { name: 'a.png', type: 'image/svg+xml', size: 10 },
      { name: 'a.png.exe', type: '', size: 10 },
      { name: 'noextension', type: 'image/png', size: 10 },
      { name: 'png', type: 'image/png', size: 10 },
      { name: 'jpeg', type: '', size: 10 },
      { name: 'photo.', type: 'image/png', size: 10 },
    ]) {
      expect(imageFileError(file), file.name).toBe(typeMessage);
    }
  });

  it('checks the type before the size', () => {
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 9_999_999 })).toBe(typeMessage);
  });

  it('allows 4388607 bytes and refuses 4388608 and more', () => {
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 4388607 })).toBeNull();
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 4388608 })).toBe(sizeMessage);
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 4388609 })).toBe(sizeMessage);
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBeNull();
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

  it('parses multipart strings and resets unsent flags and empty times', () => {
    expect(data(productFormSchema, { ...base, start_delivery: ' ', end_delivery: '' })).toEqual({
      name: 'Latte',
      description: '',
      name_indonesian: null,
      description_indonesian: null,
      price: 25000,
      stock: 10,
      category_id: 1,
      size: ['R', 'L'],
      is_dine_in: 1,
      is_home_delivery: 0,
      is_pick_up: 0,
      start_delivery: null,
      end_delivery: null,
      option_group_ids: [],
    });
  });

  it('takes the Indonesian name and description under the API’s names, with their own messages', () => {
    expect(
      data(productFormSchema, { ...base, name_indonesian: ' Es Teh Lemon ', description_indonesian: '' }),
    ).toMatchObject({ name_indonesian: 'Es Teh Lemon', description_indonesian: null });
    expect(errors(productFormSchema, { ...base, description_indonesian: 'd'.repeat(151) })).toEqual({
      description_indonesian: 'Indonesian description must be at most 150 characters',
    });
  });

  it('reads option group ids as a comma list or a list, in order, once each', () => {
    expect(data(productFormSchema, { ...base, option_group_ids: ' 3, 1,,3 ' }).option_group_ids).toEqual([3, 1]);
    expect(data(productFormSchema, { ...base, option_group_ids: [2, '4'] }).option_group_ids).toEqual([2, 4]);
    expect(data(productFormSchema, { ...base, option_group_ids: '' }).option_group_ids).toEqual([]);
    for (const bad of ['milk', '0', '1.5', Array.from({ length: 11 }, (_, i) => i + 1)]) {
      expect(errors(productFormSchema, { ...base, option_group_ids: bad })).toEqual({
        option_group_ids: 'option_group_ids must list at most 10 option group ids, like 1,2',
      });
    }
  });

  it('takes typed JSON too, and keeps delivery times', () => {
    expect(
      data(productFormSchema, {
        name: ' Croissant ',
        price: 18000,
        stock: 0,
        category_id: 3,
        size: ['500', '250'],
        is_pick_up: true,
        start_delivery: '13:00',
        end_delivery: '2026-11-30T19:00',
      }),
    ).toEqual({
      name: 'Croissant',
      description: '',
      name_indonesian: null,
      description_indonesian: null,
      price: 18000,
      stock: 0,
      category_id: 3,
      size: ['250', '500'],
      is_dine_in: 0,
      is_home_delivery: 0,
      is_pick_up: 1,
      start_delivery: '13:00',
      end_delivery: '2026-11-30T19:00',
      option_group_ids: [],
    });
  });

  it('accepts every flag spelling: 0/1, "0"/"1", true/false, "true"/"false"', () => {
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
      expect(data(productFormSchema, { ...base, is_pick_up: value })).toMatchObject({ is_pick_up: expected });
    }
  });

  it('refuses other flag values', () => {
    for (const value of [2, 'yes', 'on', null]) {
      expect(errors(productFormSchema, { ...base, is_pick_up: value })).toHaveProperty('is_pick_up');
    }
  });

  it('needs a name of at most 50 characters and a description of at most 150', () => {
    expect(errors(productFormSchema, { ...base, name: 'x'.repeat(51), description: 'y'.repeat(151) })).toEqual({
      name: 'Name must be at most 50 characters',
      description: 'Description must be at most 150 characters',
    });
    expect(validate(productFormSchema, { ...base, name: 'x'.repeat(50), description: 'y'.repeat(150) }).ok).toBe(true);
    expect(errors(productFormSchema, { ...base, name: '  ' })).toEqual({ name: 'Fill the product name' });
    expect(errors(productFormSchema, { ...base, name: undefined })).toEqual({ name: 'Fill the product name' });
  });

  it('needs whole numbers of rupiah for the price and 0 or more for the stock', () => {
    const price = 'Price must be a whole number of rupiah';
    const stock = 'Stock must be a whole number, 0 or more';
    for (const value of ['-1', -1, '2.5', 2.5, '', ' ', 'abc', '0x10', '1e3', 'Infinity', undefined, null, true]) {
      expect(errors(productFormSchema, { ...base, price: value, stock: value }), String(value)).toEqual({
        price,
        stock,
      });
    }
    expect(data(productFormSchema, { ...base, price: ' 25000 ', stock: '0' })).toMatchObject({
      price: 25000,
      stock: 0,
    });
    expect(data(productFormSchema, { ...base, price: '25000.0' })).toMatchObject({ price: 25000 });
  });

  it('keeps the price from IDR 1 to 10.000.000 and the stock at most 100.000', () => {
    expect(errors(productFormSchema, { ...base, price: 0, stock: 100_001 })).toEqual({
      price: 'Price must be from IDR 1 to IDR 10.000.000',
      stock: 'Stock can be at most 100.000',
    });
    expect(errors(productFormSchema, { ...base, price: '9007199254740991' })).toEqual({
      price: 'Price must be from IDR 1 to IDR 10.000.000',
    });
    expect(data(productFormSchema, { ...base, price: 10_000_000, stock: 100_000 })).toMatchObject({
      price: 10_000_000,
      stock: 100_000,
    });
    expect(data(productFormSchema, { ...base, price: '1' })).toMatchObject({ price: 1 });
  });

  it('takes delivery start and end as real times of day or real date-times', () => {
    const bad = 'Delivery start and end must be times of day, like 13:00';
    for (const value of ['25:00', '13:60', 'noon', '2026-02-31T13:00', '1300', 42]) {
      expect(errors(productFormSchema, { ...base, start_delivery: value, end_delivery: value }), String(value)).toEqual(
        { start_delivery: bad, end_delivery: bad },
      );
    }
    expect(data(productFormSchema, { ...base, start_delivery: '09:30', end_delivery: '23:59:59' })).toMatchObject({
      start_delivery: '09:30',
      end_delivery: '23:59:59',
    });
    expect(data(productFormSchema, { ...base, start_delivery: '2026-11-23T13:00', end_delivery: '' })).toMatchObject({
      start_delivery: '2026-11-23T13:00',
      end_delivery: null,
    });
  });

  it('needs category 1, 2 or 3', () => {
    for (const category_id of ['7', 0, '0', '', 'abc', '1.5', true, [1], undefined]) {
      expect(errors(productFormSchema, { ...base, category_id }), String(category_id)).toEqual({
        category_id: 'Choose a category: Coffee, Non-coffee or Foods',
      });
    }
  });

  it('never crashes its cross-field checks when the category is wrong and other fields fail', () => {
    expect(errors(productFormSchema, { ...base, category_id: '0', name: 'x'.repeat(51), size: '' })).toEqual({
      name: 'Name must be at most 50 characters',
      category_id: 'Choose a category: Coffee, Non-coffee or Foods',
      size: 'Choose at least one size',
    });
  });

  it('needs at least one size', () => {
    for (const size of ['', ' , ', [], undefined, 42]) {
      expect(errors(productFormSchema, { ...base, size }), String(size)).toEqual({ size: 'Choose at least one size' });
    }
  });

  it('reads sizes in any case and order, without duplicates', () => {
    expect(data(productFormSchema, { ...base, size: ' xl, r,R ' })).toMatchObject({ size: ['R', 'XL'] });
    expect(data(productFormSchema, { ...base, size: ['l', 'R'] })).toMatchObject({ size: ['R', 'L'] });
  });

  it('refuses sizes the category does not sell, and unknown codes instead of dropping them', () => {
    const invalid = { size: 'Those sizes are not sold in this category' };
    expect(errors(productFormSchema, { ...base, category_id: '3' })).toEqual(invalid);
    expect(errors(productFormSchema, { ...base, category_id: '2', size: 'R,250' })).toEqual(invalid);
    expect(errors(productFormSchema, { ...base, size: 'R,M' })).toEqual(invalid);
    expect(errors(productFormSchema, { ...base, category_id: '3', size: '250,350' })).toEqual(invalid);
    expect(data(productFormSchema, { ...base, category_id: '3', size: '250,300,500' })).toMatchObject({
      size: ['250', '300', '500'],
    });
    expect(data(productFormSchema, { ...base, category_id: 2, size: 'R,L,XL' })).toMatchObject({
      size: ['R', 'L', 'XL'],
    });
  });

  it('needs a delivery method', () => {
    const none = { is_dine_in: 'Choose a delivery method' };
    expect(errors(productFormSchema, { ...base, is_dine_in: 0 })).toEqual(none);
    expect(errors(productFormSchema, { ...base, is_dine_in: undefined })).toEqual(none);
    expect(
      errors(productFormSchema, { ...base, is_dine_in: '0', is_home_delivery: 'false', is_pick_up: false }),
    ).toEqual(none);
    expect(data(productFormSchema, { ...base, is_dine_in: '0', is_home_delivery: '1' })).toMatchObject({
      is_dine_in: 0,
      is_home_delivery: 1,
    });
  });

  it('reports cross-field problems together with field lengths', () => {
    expect(errors(productFormSchema, { ...base, name: 'x'.repeat(51), category_id: '3', is_dine_in: 0 })).toEqual({
      name: 'Name must be at most 50 characters',
      size: 'Those sizes are not sold in this category',
      is_dine_in: 'Choose a delivery method',
    });
  });

  it('limits delivery times to 32 characters', () => {
    expect(errors(productFormSchema, { ...base, start_delivery: 'x'.repeat(33) })).toHaveProperty('start_delivery');
    expect(errors(productFormSchema, { ...base, end_delivery: 'x'.repeat(33) })).toHaveProperty('end_delivery');
  });
});

describe('product draft: the screen’s names, the same rules', () => {
  const draft = {
    name: 'Latte',
    description: '',
    price: 25000,
    stock: 10,
    categoryId: 1,
    sizes: ['R', 'L'],
    methods: ['home delivery', 'take away'],
    start: '13:00',
    end: '',
  };

  it('passes a filled draft and reads empty times as none', () => {
    expect(data(productDraftSchema, draft)).toEqual({
      ...draft,
      nameIndonesian: null,
      descriptionIndonesian: null,
      start: '13:00',
      end: null,
    });
  });

  it('keeps the Indonesian texts trimmed, reads empty ones as none and holds them to the English limits', () => {
    expect(
      data(productDraftSchema, { ...draft, nameIndonesian: ' Es Teh Lemon ', descriptionIndonesian: 'Segar.' }),
    ).toMatchObject({ nameIndonesian: 'Es Teh Lemon', descriptionIndonesian: 'Segar.' });
    expect(data(productDraftSchema, { ...draft, nameIndonesian: '  ', descriptionIndonesian: null })).toMatchObject({
      nameIndonesian: null,
      descriptionIndonesian: null,
    });
    expect(
      errors(productDraftSchema, { ...draft, nameIndonesian: 'n'.repeat(51), descriptionIndonesian: 'd'.repeat(151) }),
    ).toEqual({
      nameIndonesian: 'Indonesian name must be at most 50 characters',
      descriptionIndonesian: 'Indonesian description must be at most 150 characters',
    });
    expect(errors(productDraftSchema, { ...draft, nameIndonesian: 7 })).toEqual({
      nameIndonesian: 'Indonesian name must be at most 50 characters',
    });
    expect(data(productDraftSchema, { ...draft, nameIndonesian: 'n'.repeat(50) }).nameIndonesian).toHaveLength(50);
  });

  it('keys each message by the screen’s field, word for word the API form’s', () => {
    expect(
      errors(productDraftSchema, { ...draft, name: ' ', description: 'y'.repeat(151), price: -1, stock: 100_001 }),
    ).toEqual({
      name: 'Fill the product name',
      description: 'Description must be at most 150 characters',
      price: errors(productFormSchema, { price: -1 }).price,
      stock: errors(productFormSchema, { stock: 100_001 }).stock,
    });
    expect(errors(productDraftSchema, { ...draft, categoryId: 7, sizes: [], methods: [], start: '25:00' })).toEqual({
      categoryId: 'Choose a category: Coffee, Non-coffee or Foods',
      sizes: 'Choose at least one size',
      methods: 'Choose a delivery method',
      start: errors(productFormSchema, { start_delivery: '25:00' }).start_delivery,
    });
  });

  it('refuses a method that is not one of the three', () => {
    expect(errors(productDraftSchema, { ...draft, methods: ['drone'] })).toEqual({
      'methods.0': 'Choose a delivery method',
    });
  });

  it('refuses sizes the category does not sell', () => {
    expect(errors(productDraftSchema, { ...draft, categoryId: 3 })).toEqual({
      sizes: 'Those sizes are not sold in this category',
    });
    expect(validate(productDraftSchema, { ...draft, categoryId: 3, sizes: ['250', '500'] }).ok).toBe(true);
  });
});

describe('confirm payment', () => {
  const good = { address: 'Jl. Kopi 1', customer_phone: 81234567, payment_method_id: '2', order_id: '7' };

  it('takes the payment method and order id as strings or numbers', () => {
    expect(data(confirmPaymentSchema, good)).toEqual({
      address: 'Jl. Kopi 1',
      customer_phone: '81234567',
      payment_method_id: 2,
      order_id: 7,
      save_details: false,
      customer_name: '',
    });
    for (const id of [1, 2, 3, '1', '3']) {
      expect(data(confirmPaymentSchema, { ...good, payment_method_id: id })).toMatchObject({
        payment_method_id: Number(id),
      });
    }
  });

  it('lets address and phone be empty', () => {
    expect(data(confirmPaymentSchema, { payment_method_id: 3, order_id: 7 })).toEqual({
      address: '',
      customer_phone: '',
      payment_method_id: 3,
      order_id: 7,
      save_details: false,
      customer_name: '',
    });
  });

  it('takes "save for next time" with the name to save, within a profile name’s bounds', () => {
    expect(
      data(confirmPaymentSchema, { payment_method_id: 1, order_id: 7, save_details: true, customer_name: ' Rina ' }),
    ).toMatchObject({ save_details: true, customer_name: 'Rina' });
    expect(() =>
      data(confirmPaymentSchema, {
        payment_method_id: 1,
        order_id: 7,
        save_details: 'yes',
        customer_name: 'R'.repeat(51),
      }),
    ).toThrow('Names must be at most 50 characters');
  });

  it('refuses unknown methods, bad phones, long addresses and bad ids', () => {
    expect(
      errors(confirmPaymentSchema, {
        address: 'x'.repeat(301),
        customer_phone: 'call me',
        payment_method_id: 5,
        order_id: 0,
      }),
    ).toEqual({
      address: 'The address must be at most 300 characters',
      customer_phone: PAYMENT_MESSAGES.phone,
      payment_method_id: PAYMENT_MESSAGES.method,
      order_id: PAYMENT_MESSAGES.order,
    });
    // QRIS (4) joined card, bank transfer and cash.
    expect(errors(confirmPaymentSchema, { ...good, payment_method_id: 4 })).toEqual({});
    for (const payment_method_id of [0, 5, '', '0x1', '1.0', 'card', null, true]) {
      expect(errors(confirmPaymentSchema, { ...good, payment_method_id })).toEqual({
        payment_method_id: 'Choose a payment method',
      });
    }
    for (const order_id of ['abc', -1, 1.5, true, [7], 2147483648, '2147483648', Number.MAX_SAFE_INTEGER]) {
      expect(errors(confirmPaymentSchema, { ...good, order_id })).toEqual({ order_id: 'order_id must be an order id' });
    }
  });
});

describe('imageFormatOf: PNG and JPEG by their first bytes', () => {
  it('knows a PNG by its eight-byte signature and a JPEG by FF D8 FF', () => {
    expect(imageFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  });

  it('refuses a text file renamed .png, a cut-off signature and an empty file', () => {
    expect(imageFormatOf(new TextEncoder().encode('not an image\n'))).toBeNull();
    expect(imageFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });
});

describe('an option group', () => {
  const group = {
    name: ' Milk ',
    min: 1,
    max: 1,
    choices: [
      { name: 'Whole milk', price: 0, is_default: true },
      { name: 'Oat', price: 8000 },
    ],
  };

  it('trims names and fills the flags a choice leaves out', () => {
    expect(data(optionGroupSchema, group)).toEqual({
      name: 'Milk',
      min: 1,
      max: 1,
      choices: [
        { name: 'Whole milk', price: 0, is_default: true, sold_out: false },
        { name: 'Oat', price: 8000, is_default: false, sold_out: false },
      ],
    });
  });

  it('refuses a group no line could satisfy, naming the field', () => {
    expect(errors(optionGroupSchema, { ...group, min: 2, max: 1 })).toMatchObject({
      min: 'min cannot be more than max',
    });
    expect(errors(optionGroupSchema, { ...group, min: 3, max: 3 })).toEqual({
      min: 'min cannot be more than the number of choices',
    });
    expect(
      errors(optionGroupSchema, { ...group, choices: group.choices.map((c) => ({ ...c, is_default: true })) }),
    ).toEqual({
      choices: 'At most 1 of the choices can be the default',
    });
    expect(errors(optionGroupSchema, { ...group, choices: [...group.choices, { name: 'oat', price: 0 }] })).toEqual({
      'choices.2.name': 'Two choices are called oat',
    });
    expect(errors(optionGroupSchema, { ...group, choices: group.choices.map((c) => ({ ...c, id: 4 })) })).toEqual({
      choices: 'A choice id is listed twice',
    });
    expect(errors(optionGroupSchema, { ...group, max: 21 })).toMatchObject({
      max: 'max must be a whole number from 1 to 20',
    });
  });
});

describe('an option group’s names in Bahasa Indonesia', () => {
  const group = { name: 'Sugar', min: 1, max: 1, choices: [{ name: 'Less sugar', price: 0 }] };

  it('keeps them trimmed, reads empty as none and leaves unsent ones out (kept by a change)', () => {
    const parsed = data(optionGroupSchema, {
      ...group,
      name_indonesian: ' Gula ',
      choices: [{ name: 'Less sugar', name_indonesian: '', price: 0 }],
    });
    expect(parsed.name_indonesian).toBe('Gula');
    expect(parsed.choices[0]!.name_indonesian).toBeNull();
    expect(data(optionGroupSchema, group).name_indonesian).toBeUndefined();
  });

  it('refuses them past the English names’ limit', () => {
    expect(errors(optionGroupSchema, { ...group, name_indonesian: 'g'.repeat(41) })).toEqual({
      name_indonesian: "The group's Indonesian name has at most 40 characters",
    });
  });
});
