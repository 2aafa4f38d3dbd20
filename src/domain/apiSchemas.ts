// The API's bodies, for the server only: classic zod, which fastify-type-provider-zod types and
// documents. Each field's rule is the one the browser's forms check (validation.ts, zod/mini); only
// the objects around them and the server-only bodies (checkout, payment) are built here.
import { z } from 'zod';
import { SIZES } from './categories';
import { DELIVERY_METHODS } from './delivery';
import { ADDRESS_MAX, ID_MAX, PERSON_NAME_MAX, QTY_MAX } from './limits';
import { MESSAGES } from './messages';
import {
  CHOICE_NAME_MAX,
  CHOICE_PRICE_MAX,
  GROUP_CHOICES_MAX,
  GROUP_NAME_MAX,
  lineKey,
  NOTE_MAX,
  noteProblem,
  PRODUCT_GROUPS_MAX,
} from './options';
import {
  PAYMENT_MESSAGES,
  categoryId,
  categoryOffersAll,
  deliveryBound,
  editPasswordFields,
  forgotFields,
  helpFields,
  helpReplyFields,
  indonesianProductTexts,
  isPhone,
  loginFields,
  newPasswordFields,
  numberFrom,
  productFields,
  productSizes,
  profileFields,
  repeatsPassword,
  signupFields,
  staffInviteFields,
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

/** The body of `POST users/staff/invite`. */
export const staffInviteSchema = z.object({
  email: staffInviteFields.email,
  first_name: staffInviteFields.firstName,
});

/** The body of `POST help`: a question, about a product or one of the customer's orders when given. */
export const helpCallSchema = z.object({
  topic: helpFields.topic,
  message: helpFields.message,
  product_id: z.number({ error: 'product_id must be a product id' }).int().positive().max(ID_MAX).optional(),
  order_id: z.number({ error: 'order_id must be an order id' }).int().positive().max(ID_MAX).optional(),
});

/** The body of `PATCH help/{id}`. */
export const helpReplySchema = z.object(helpReplyFields);

/** A delivery flag as multipart, JSON or a form may send it. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

const GROUP_IDS_TEXT = `option_group_ids must list at most ${PRODUCT_GROUPS_MAX} option group ids, like 1,2`;

/** A product's option groups in the order its page shows them: a comma list (multipart) or an array (JSON). */
const optionGroupIds = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], { error: GROUP_IDS_TEXT })
  .transform((value, ctx) => {
    const parts = (typeof value === 'string' ? value.split(',') : value).map((part) => String(part).trim());
    const ids = parts.filter((part) => part !== '').map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > ID_MAX) || new Set(ids).size > PRODUCT_GROUPS_MAX) {
      ctx.addIssue({ code: 'custom', message: GROUP_IDS_TEXT });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** A product as the add and edit forms send it to the API (multipart fields are strings; JSON may be typed). */
export const productFormSchema = z
  .object({
    ...productFields,
    name_indonesian: indonesianProductTexts.name,
    description_indonesian: indonesianProductTexts.description,
    category_id: categoryId,
    size: productSizes,
    is_dine_in: flag.default(0),
    is_home_delivery: flag.default(0),
    is_pick_up: flag.default(0),
    start_delivery: deliveryBound,
    end_delivery: deliveryBound,
    option_group_ids: optionGroupIds.default([]),
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

const OPTIONS_TEXT = `options must be a list of at most ${GROUP_CHOICES_MAX * PRODUCT_GROUPS_MAX} choice ids`;

/** A line's choices: ids, or left out for each group's defaults (a client that knows nothing of choices). */
export const lineOptions = z
  .array(positiveId(OPTIONS_TEXT), { error: OPTIONS_TEXT })
  .max(GROUP_CHOICES_MAX * PRODUCT_GROUPS_MAX, { error: OPTIONS_TEXT })
  .optional();

/** A line's note for the barista: one line of plain text, at most 140 characters; empty is none. */
export const lineNote = z
  .string({ error: `note must be text of at most ${NOTE_MAX} characters` })
  .max(NOTE_MAX * 4, { error: `A note holds at most ${NOTE_MAX} characters` })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    const note = (value ?? '').trim();
    const problem = noteProblem(note);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return note;
  });

const GROUP_NAME_TEXT = `Give the group a name of at most ${GROUP_NAME_MAX} characters`;
const CHOICE_NAME_TEXT = `Give every choice a name of at most ${CHOICE_NAME_MAX} characters`;
const GROUP_NAME_INDONESIAN_TEXT = `The group's Indonesian name has at most ${GROUP_NAME_MAX} characters`;
const CHOICE_NAME_INDONESIAN_TEXT = `A choice's Indonesian name has at most ${CHOICE_NAME_MAX} characters`;
/**
 * A name in Bahasa Indonesia beside the English one (docs/product.md, "Languages"): trimmed, empty or
 * null for none; not sent keeps what the group or choice has (a client that knows nothing of it
 * changes nothing).
 */
const indonesianName = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
const CHOICE_PRICE_TEXT = `A choice's price must be a whole number of rupiah from 0 to ${CHOICE_PRICE_MAX}`;
const bound = (field: string, low: number) =>
  z
    .number({ error: `${field} must be a whole number from ${low} to ${GROUP_CHOICES_MAX}` })
    .int({ error: `${field} must be a whole number from ${low} to ${GROUP_CHOICES_MAX}` })
    .min(low, { error: `${field} must be a whole number from ${low} to ${GROUP_CHOICES_MAX}` })
    .max(GROUP_CHOICES_MAX, { error: `${field} must be a whole number from ${low} to ${GROUP_CHOICES_MAX}` });

/** One choice as the option group form sends it; `id` names a choice the group already has. */
const optionChoiceInput = z.object({
  id: positiveId('A choice id must be one of this group’s choices').optional(),
  name: z.string({ error: CHOICE_NAME_TEXT }).trim().min(1, { error: CHOICE_NAME_TEXT }).max(CHOICE_NAME_MAX, {
    error: CHOICE_NAME_TEXT,
  }),
  name_indonesian: indonesianName(CHOICE_NAME_MAX, CHOICE_NAME_INDONESIAN_TEXT),
  price: z
    .number({ error: CHOICE_PRICE_TEXT })
    .int({ error: CHOICE_PRICE_TEXT })
    .min(0, { error: CHOICE_PRICE_TEXT })
    .max(CHOICE_PRICE_MAX, { error: CHOICE_PRICE_TEXT }),
  is_default: z.boolean({ error: 'is_default must be true or false' }).default(false),
  sold_out: z.boolean({ error: 'sold_out must be true or false' }).default(false),
});

/**
 * An option group as `POST option-groups` takes it (and `PATCH`, merged over the stored group): a name,
 * how many choices a line takes (`min`, `max`) and its choices in the order they show.
 */
export const optionGroupSchema = z
  .object({
    name: z.string({ error: GROUP_NAME_TEXT }).trim().min(1, { error: GROUP_NAME_TEXT }).max(GROUP_NAME_MAX, {
      error: GROUP_NAME_TEXT,
    }),
    name_indonesian: indonesianName(GROUP_NAME_MAX, GROUP_NAME_INDONESIAN_TEXT),
    min: bound('min', 0),
    max: bound('max', 1),
    choices: z
      .array(optionChoiceInput, { error: `choices must be a list of 1 to ${GROUP_CHOICES_MAX} choices` })
      .min(1, { error: 'Give the group at least one choice' })
      .max(GROUP_CHOICES_MAX, { error: `A group has at most ${GROUP_CHOICES_MAX} choices` }),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max) ctx.addIssue({ code: 'custom', path: ['min'], message: 'min cannot be more than max' });
    if (group.min > group.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'min cannot be more than the number of choices' });
    }
    const defaults = group.choices.filter((choice) => choice.is_default).length;
    if (defaults > group.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: `At most ${group.max} of the choices can be the default`,
      });
    }
    const seen = new Set<string>();
    for (const [index, choice] of group.choices.entries()) {
      const key = choice.name.toLocaleLowerCase('en');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['choices', index, 'name'],
          message: `Two choices are called ${choice.name}`,
        });
      }
      seen.add(key);
    }
    const ids = group.choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A choice id is listed twice' });
    }
  });
export type OptionGroupInput = z.output<typeof optionGroupSchema>;

/**
 * The body of `POST order/checkout`. The same product, size, choices and note twice count as one line
 * of their sum.
 */
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
        options: lineOptions,
        note: lineNote,
        redeem: z
          .boolean({ error: 'redeem must be true or false' })
          .optional()
          .describe('This line is the member’s free drink: a Regular coffee or non-coffee, qty 1, for 10 points'),
      }),
    )
    .min(1, { error: MESSAGES.checkoutEmpty })
    .max(100)
    .superRefine((lines, ctx) => {
      const totals = new Map<string, number>();
      lines.forEach((line, index) => {
        const key = lineKey(line);
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
