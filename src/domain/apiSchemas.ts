// The API's bodies, for the server only: classic zod, which fastify-type-provider-zod types and
// documents. Each field's rule is the one the browser's forms check (validation.ts, zod/mini); only
// the objects around them and the server-only bodies (checkout, payment) are built here.
import { z } from 'zod';
import { SIZES } from './categories';
import { DELIVERY_METHODS } from './delivery';
import { ADDRESS_MAX, ID_MAX, PERSON_NAME_MAX, QTY_MAX } from './limits';
import { MESSAGES } from './messages';
import {
  PAYMENT_MESSAGES,
  categoryId,
  categoryOffersAll,
  deliveryBound,
  editPasswordFields,
  forgotFields,
  isPhone,
  loginFields,
  newPasswordFields,
  numberFrom,
  productFields,
  productSizes,
  profileFields,
  repeatsPassword,
  signupFields,
} from './validation';

/** The body of `POST auth/signup`. */
export const signupSchema = z.object({
  email: signupFields.email,
  password: signupFields.password,
  phone_number: signupFields.phone,
});

/** The body of `POST auth/login`. */
export const loginSchema = z.object(loginFields);

/** The body of `POST auth/forgot-password`. */
export const forgotSchema = z.object(forgotFields);

/** The body of `POST auth/forgot-password/new-password/{token}`. */
export const newPasswordSchema = z
  .object({ password: newPasswordFields.password, repeat_password: newPasswordFields.repeat })
  .refine(...repeatsPassword('repeat_password', MESSAGES.newPasswordMismatch));

/** The body of `PATCH auth/edit-password`. */
export const editPasswordSchema = z
  .object({
    prev_password: editPasswordFields.previous,
    password: editPasswordFields.password,
    repeat_password: editPasswordFields.repeat,
  })
  .refine(...repeatsPassword('repeat_password', MESSAGES.repeatPasswordMismatch));

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

/** A delivery flag as multipart, JSON or a form may send it. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

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
    .refine((value) => value === '' || isPhone(value), { error: PAYMENT_MESSAGES.phone }),
  payment_method_id: z
    .union([z.number(), z.string()], { error: PAYMENT_MESSAGES.method })
    .transform(numberFrom(/^\d+$/))
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: PAYMENT_MESSAGES.method })),
  order_id: positiveId(PAYMENT_MESSAGES.order),
  // "Save for next time": the name, address and phone go to the payer's profile as well.
  save_details: z.boolean({ error: 'save_details must be true or false' }).default(false),
  customer_name: z
    .string({ error: 'customer_name must be text' })
    .trim()
    .max(PERSON_NAME_MAX, { error: MESSAGES.nameTooLong })
    .default(''),
});
