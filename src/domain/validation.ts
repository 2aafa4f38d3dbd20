import { z } from 'zod';
import { CATEGORY_IDS, SIZES, categoryOffersSize, isSize, parseSizeList, type CategoryId } from './categories';
import { DELIVERY_METHODS } from './delivery';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  ID_MAX,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  QTY_MAX,
  STOCK_MAX,
} from './limits';
import { MESSAGES } from './messages';
import { parseShopTime } from './shopTime';

const hasAt = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** An email field: filled, at most 254 characters (no mail system takes more), with an @. */
const email = (emptyMessage: string, formatMessage: string) =>
  text(emptyMessage).max(EMAIL_MAX, { error: MESSAGES.emailTooLong }).refine(hasAt, { error: formatMessage });

/** A string field whose wrong type, emptiness and later checks all read as one message. */
const text = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** Live hint under the email field while typing. */
export function emailLiveError(value: string): string | null {
  return value.length > 0 && !hasAt(value) ? MESSAGES.emailFormat : null;
}

/** Live hint under the password field while typing. */
export function passwordLiveError(value: string): string | null {
  return value.length > 0 && value.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordLive : null;
}

const phone = (message: string) =>
  z
    .union([z.number({ error: message }).int().nonnegative(), z.string({ error: message })], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => /^\+?\d{5,15}$/.test(value), { error: message });

/** The sign-up checks, one per field, shared by the API's body and the screen's values. */
const signupFields = {
  email: email(MESSAGES.signupEmailEmpty, MESSAGES.emailFormat),
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort }),
  phone: phone(MESSAGES.signupPhone),
};

/** The body of `POST auth/signup`. */
export const signupSchema = z.object({
  email: signupFields.email,
  password: signupFields.password,
  phone_number: signupFields.phone,
});

/** The sign-up screen's values: the same checks, keyed by the screen's names. */
export const signupValuesSchema = z.object({
  email: signupFields.email,
  password: signupFields.password,
  phoneNumber: signupFields.phone,
});

export const loginSchema = z.object({
  email: email(MESSAGES.loginEmailEmpty, MESSAGES.loginEmailFormat),
  password: z.string({ error: MESSAGES.loginPasswordEmpty }).min(1, { error: MESSAGES.loginPasswordEmpty }),
});

export const forgotSchema = z.object({
  email: email(MESSAGES.forgotEmail, MESSAGES.forgotEmail),
});

/**
 * The check that ends both password forms: the repeat equals the new password, and when it does
 * not, the message stands under the repeat field, whatever that field is called.
 */
function repeatsPassword<K extends string>(
  repeatKey: K,
  message: string,
): [(value: { password: string } & Record<K, string>) => boolean, { error: string; path: K[] }] {
  return [(value) => value.password === value[repeatKey], { error: message, path: [repeatKey] }];
}

const newPasswordFields = {
  password: z
    .string({ error: MESSAGES.newPasswordShort })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.newPasswordShort }),
  repeat: z.string({ error: MESSAGES.newPasswordShort }),
};

/** The body of `POST auth/forgot-password/new-password/{token}`. */
export const newPasswordSchema = z
  .object({ password: newPasswordFields.password, repeat_password: newPasswordFields.repeat })
  .refine(...repeatsPassword('repeat_password', MESSAGES.newPasswordMismatch));

/** The new-password screen's values: the same checks, keyed by the screen's names. */
export const newPasswordValuesSchema = z
  .object({ password: newPasswordFields.password, repeatPassword: newPasswordFields.repeat })
  .refine(...repeatsPassword('repeatPassword', MESSAGES.newPasswordMismatch));

const editPasswordFields = {
  previous: z.string({ error: MESSAGES.oldPasswordWrong }).min(1, { error: MESSAGES.oldPasswordWrong }),
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort }),
  repeat: z.string({ error: MESSAGES.repeatPasswordMismatch }),
};

/** The body of `PATCH auth/edit-password`. */
export const editPasswordSchema = z
  .object({
    prev_password: editPasswordFields.previous,
    password: editPasswordFields.password,
    repeat_password: editPasswordFields.repeat,
  })
  .refine(...repeatsPassword('repeat_password', MESSAGES.repeatPasswordMismatch));

/** The edit-password screen's values: the same checks, keyed by the screen's names. */
export const editPasswordValuesSchema = z
  .object({
    prevPassword: editPasswordFields.previous,
    password: editPasswordFields.password,
    repeatPassword: editPasswordFields.repeat,
  })
  .refine(...repeatsPassword('repeatPassword', MESSAGES.repeatPasswordMismatch));

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const personName = text(MESSAGES.profileEmpty).max(PERSON_NAME_MAX, { error: MESSAGES.nameTooLong });

/** The profile checks, one per field, shared by the API's body and the screen's values. */
const profileFields = {
  email: email(MESSAGES.profileEmpty, MESSAGES.emailFormat),
  username: personName,
  firstName: personName,
  lastName: personName,
  address: text(MESSAGES.profileEmpty).max(ADDRESS_MAX, { error: MESSAGES.addressTooLong }),
  phone: phone(MESSAGES.profileEmpty),
  gender: z.enum(GENDERS, { error: MESSAGES.profileEmpty }),
  // A real calendar day: Date.parse would roll 1995-02-31 over to March.
  bod: text(MESSAGES.profileEmpty).refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseShopTime(`${value}T00:00`) !== null,
    { error: MESSAGES.profileEmpty },
  ),
};

/** The body of `PATCH user/edit-profile`. */
export const profileSchema = z.object({
  email: profileFields.email,
  username: profileFields.username,
  first_name: profileFields.firstName,
  last_name: profileFields.lastName,
  address: profileFields.address,
  phone_number: profileFields.phone,
  gender: profileFields.gender,
  bod: profileFields.bod,
});

/** The profile screen's values: the same checks, keyed by the screen's names. */
export const profileValuesSchema = z.object({
  email: profileFields.email,
  username: profileFields.username,
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  address: profileFields.address,
  phoneNumber: profileFields.phone,
  gender: profileFields.gender,
  bod: profileFields.bod,
});

/** How many leading bytes {@link imageFormatOf} needs: the PNG signature is the longer, 8 bytes. */
export const IMAGE_SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * PNG or JPEG by the file's first bytes (its magic number), the same test the server makes: a name
 * and a declared type are the client's word, not proof. A text file renamed `.png` reads as null.
 */
export function imageFormatOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** What the browser knows of a chosen file before upload. */
export interface ImageFileFacts {
  name: string;
  type: string;
  size: number;
}

/** The image rules of both product and profile pickers: type first, then size. */
export function imageFileError(file: ImageFileFacts): string | null {
  const dot = file.name.lastIndexOf('.');
  // A name without a dot (`png`) has no extension at all.
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const typeOk =
    (IMAGE_EXTENSIONS as readonly string[]).includes(extension) &&
    (file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return MESSAGES.imageType;
  return file.size < IMAGE_MAX_BYTES ? null : MESSAGES.imageSize;
}

/** A delivery flag as multipart, JSON or a form may send it. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

/**
 * A number as JSON sends it, or a string of the given shape as multipart sends it; any other
 * string reads as NaN, which the number schema after it refuses (`'0x10'` is not 16).
 */
const numberFrom = (shape: RegExp) => (value: number | string) =>
  typeof value === 'number' ? value : shape.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * A whole number from `min` to `max`, sent as a number or as decimal digits (`'25000'`); the
 * upper bound keeps every total a safe integer that both databases store.
 */
const wholeNumber = (message: string, min: number, max: number, rangeMessage: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform(numberFrom(/^-?\d+(\.\d+)?$/))
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(0, { error: message })
        .min(min, { error: rangeMessage })
        .max(max, { error: rangeMessage }),
    );

/**
 * A positive id sent as a number or as digits (`'7'`); `true`, `[7]` or `''` are not ids, and
 * neither is anything past a 32-bit integer, which no row has (PostgreSQL refuses to compare it).
 */
const positiveId = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform(numberFrom(/^\d+$/))
    .pipe(
      z.number({ error: message }).int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message }),
    );

/** A time of day, `13:00` or `13:00:30`, that exists on a clock. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A product's delivery start or end: empty, a real time of day, or a real date-time (the form's two inputs). */
const deliveryBound = z
  .string({ error: MESSAGES.productDeliveryTime })
  .trim()
  .max(32, { error: MESSAGES.productDeliveryTime })
  .optional()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || TIME_OF_DAY.test(value) || parseShopTime(value) !== null, {
    error: MESSAGES.productDeliveryTime,
  });

/**
 * A category id. Every failure here stops the object's cross-field checks (zod runs them after
 * continuable field issues only), so those checks always see a real category.
 */
const categoryId = z
  .union([z.number(), z.string()], { error: MESSAGES.productCategoryInvalid })
  .transform(numberFrom(/^\d+$/))
  .pipe(
    z.union(
      CATEGORY_IDS.map((id) => z.literal(id)),
      { error: MESSAGES.productCategoryInvalid },
    ),
  );

/** The sizes of a product form: a comma list or an array of codes; an unknown code is refused, not dropped. */
const productSizes = z
  .union([z.string(), z.array(z.string())], { error: MESSAGES.productSizesEmpty })
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part !== ''),
  )
  .refine((codes) => codes.length > 0, { error: MESSAGES.productSizesEmpty })
  .refine((codes) => codes.every(isSize), { error: MESSAGES.productSizesInvalid, abort: true })
  .transform((codes) => parseSizeList(codes.join(',')));

/** The product fields both forms of a product share: the API's body and the screen's draft. */
const productFields = {
  name: text(MESSAGES.productNameEmpty).max(PRODUCT_NAME_MAX, { error: MESSAGES.productNameLength }),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, { error: MESSAGES.productDescriptionLength }).default(''),
  price: wholeNumber(MESSAGES.productPriceInvalid, PRICE_MIN, PRICE_MAX, MESSAGES.productPriceRange),
  stock: wholeNumber(MESSAGES.productStockInvalid, 0, STOCK_MAX, MESSAGES.productStockRange),
};

/** Whether a category sells every chosen size (a Foods product has no Large). */
const categoryOffersAll = (category: number, sizes: z.output<typeof productSizes>) =>
  sizes.every((size) => categoryOffersSize(category as CategoryId, size));

/** A product as the add and edit forms send it to the API (multipart fields are strings; JSON may be typed). */
export const productFormSchema = z
  .object({
    ...productFields,
    category_id: categoryId,
    size: productSizes,
    is_dine_in: flag.default(0),
    is_home_delivery: flag.default(0),
    is_pick_up: flag.default(0),
    start_delivery: deliveryBound,
    end_delivery: deliveryBound,
  })
  .superRefine((value, ctx) => {
    if (!categoryOffersAll(value.category_id, value.size))
      ctx.addIssue({ code: 'custom', path: ['size'], message: MESSAGES.productSizesInvalid });
    if (!value.is_dine_in && !value.is_home_delivery && !value.is_pick_up)
      ctx.addIssue({ code: 'custom', path: ['is_dine_in'], message: MESSAGES.productDeliveryEmpty });
  });
export type ProductForm = z.output<typeof productFormSchema>;

/**
 * The add and edit product screens' values under the screen's names, by the same field rules and
 * messages as the API's form: the screen chooses one delivery method where the API keeps three flags.
 */
export const productDraftSchema = z
  .object({
    ...productFields,
    categoryId,
    sizes: productSizes,
    method: z.enum(DELIVERY_METHODS, { error: MESSAGES.productDeliveryEmpty }),
    start: deliveryBound,
    end: deliveryBound,
  })
  .superRefine((value, ctx) => {
    if (!categoryOffersAll(value.categoryId, value.sizes))
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: MESSAGES.productSizesInvalid });
  });

const QTY_RANGE = `qty must be from 1 to ${QTY_MAX}`;

/** The body of `POST order/checkout`. The same product and size twice counts as one line of their sum. */
export const checkoutSchema = z.object({
  delivery_method: z.enum(DELIVERY_METHODS, { error: 'delivery_method must be dine in, home delivery or take away' }),
  delivery_time: z
    .string()
    .trim()
    .max(40)
    .optional()
    .nullable()
    .transform((value) => value ?? ''),
  products: z
    .array(
      z.object({
        product_id: positiveId('product_id must be a product id'),
        qty: z
          .number({ error: 'qty must be a whole number of at least 1' })
          .int({ error: 'qty must be a whole number of at least 1' })
          .min(1, { error: 'qty must be a whole number of at least 1' })
          .max(QTY_MAX, { error: QTY_RANGE }),
        size: z.enum(SIZES, { error: 'size must be one of R, L, XL, 250, 300, 500' }),
      }),
    )
    .min(1, { error: MESSAGES.checkoutEmpty })
    .max(100)
    .superRefine((lines, ctx) => {
      const totals = new Map<string, number>();
      lines.forEach((line, index) => {
        const key = `${line.product_id}:${line.size}`;
        const total = (totals.get(key) ?? 0) + line.qty;
        totals.set(key, total);
        if (total > QTY_MAX) ctx.addIssue({ code: 'custom', path: [index, 'qty'], message: QTY_RANGE });
      });
    }),
});

/** Texts of the payment screen's checks (the specification's client had none). */
export const PAYMENT_MESSAGES = {
  address: 'Fill the delivery address',
  phone: 'Fill the phone number',
  method: 'Choose a payment method',
  order: 'order_id must be an order id',
} as const;

/** The body of `PATCH order/confirm-payment`. Address and phone may be empty except for home delivery. */
export const confirmPaymentSchema = z.object({
  address: z
    .string({ error: PAYMENT_MESSAGES.address })
    .trim()
    .max(ADDRESS_MAX, { error: MESSAGES.addressTooLong })
    .default(''),
  customer_phone: z
    .union([z.number().int().nonnegative(), z.string()], { error: PAYMENT_MESSAGES.phone })
    .default('')
    .transform((value) => String(value).trim())
    .refine((value) => value === '' || /^\+?\d{5,15}$/.test(value), { error: PAYMENT_MESSAGES.phone }),
  payment_method_id: z
    .union([z.number(), z.string()], { error: PAYMENT_MESSAGES.method })
    .transform(numberFrom(/^\d+$/))
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PAYMENT_MESSAGES.method })),
  order_id: positiveId(PAYMENT_MESSAGES.order),
});

export type FieldErrors = Record<string, string>;

/** Runs a schema and keeps the first message for each field, as the forms show them. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
