// zod/mini, not classic zod: these are the checks the browser's forms load, and classic zod's
// chainable methods cost some 20 kB gzip on the first route. The API's bodies (apiSchemas.ts) wrap
// the same field rules with classic zod for the server, its type provider and the OpenAPI document.
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { CATEGORY_IDS, categoryOffersSize, isSize, parseSizeList, type CategoryId } from './categories';
import { DELIVERY_METHODS } from './delivery';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  STOCK_MAX,
} from './limits';
import { HELP_MESSAGE_EMPTY, HELP_REPLY_EMPTY, HELP_TOPIC_UNKNOWN, HELP_TOPICS, helpTextProblem } from './helpCalls';
import { hasAt } from './liveChecks';
import { MESSAGES } from './messages';
import { parseShopTime } from './shopTime';

// Classic zod loads its English texts on import; zod/mini does not. A message no rule here names
// (a form that is not an object, say) reads the same in the browser as on the server.
z.config(en());

export { emailLiveError, passwordLiveError } from './liveChecks';
export { PAYMENT_MESSAGES } from './messages';

/** A string field whose wrong type, emptiness and later checks all read as one message. */
const text = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));

/** An email field: filled, at most 254 characters (no mail system takes more), with an @. */
const email = (emptyMessage: string, formatMessage: string) =>
  text(emptyMessage).check(
    z.maxLength(EMAIL_MAX, { error: MESSAGES.emailTooLong }),
    z.refine(hasAt, { error: formatMessage }),
  );

/** A phone number as the forms and the API write it: an optional + and 5 to 15 digits. */
export const isPhone = (value: string) => /^\+?\d{5,15}$/.test(value);

const phone = (message: string) =>
  z
    .pipe(
      z.union([z.number({ error: message }).check(z.int(), z.nonnegative()), z.string({ error: message })], {
        error: message,
      }),
      z.transform((value: number | string) => String(value).trim()),
    )
    .check(z.refine(isPhone, { error: message }));

/** A password of at least 8 characters. */
const newPassword = (message: string) =>
  z.string({ error: message }).check(z.minLength(PASSWORD_MIN_LENGTH, { error: message }));

/** The sign-up checks, one per field, shared by the API's body and the screen's values. */
export const signupFields = {
  email: email(MESSAGES.signupEmailEmpty, MESSAGES.emailFormat),
  password: newPassword(MESSAGES.passwordTooShort),
  phone: phone(MESSAGES.signupPhone),
};

/** The sign-up screen's values: the same checks, keyed by the screen's names. */
export const signupValuesSchema = z.object({
  email: signupFields.email,
  password: signupFields.password,
  phoneNumber: signupFields.phone,
});

/** The login checks; the screen and the API's body share their names. */
export const loginFields = {
  email: email(MESSAGES.loginEmailEmpty, MESSAGES.loginEmailFormat),
  password: z
    .string({ error: MESSAGES.loginPasswordEmpty })
    .check(z.minLength(1, { error: MESSAGES.loginPasswordEmpty })),
};

/** The login screen's values. */
export const loginValuesSchema = z.object(loginFields);

/** The forgot-password check; the screen and the API's body share its name. */
export const forgotFields = { email: email(MESSAGES.forgotEmail, MESSAGES.forgotEmail) };

/** The forgot-password screen's values. */
export const forgotValuesSchema = z.object(forgotFields);

/**
 * The check that ends both password forms: the repeat equals the new password, and when it does
 * not, the message stands under the repeat field, whatever that field is called.
 */
export function repeatsPassword<K extends string>(
  repeatKey: K,
  message: string,
): [(value: { password: string } & Record<K, string>) => boolean, { error: string; path: K[] }] {
  return [(value) => value.password === value[repeatKey], { error: message, path: [repeatKey] }];
}

export const newPasswordFields = {
  password: newPassword(MESSAGES.newPasswordShort),
  repeat: z.string({ error: MESSAGES.newPasswordShort }),
};

/** The new-password screen's values: the same checks as the API's body, keyed by the screen's names. */
export const newPasswordValuesSchema = z
  .object({ password: newPasswordFields.password, repeatPassword: newPasswordFields.repeat })
  .check(z.refine(...repeatsPassword('repeatPassword', MESSAGES.newPasswordMismatch)));

export const editPasswordFields = {
  previous: z.string({ error: MESSAGES.oldPasswordWrong }).check(z.minLength(1, { error: MESSAGES.oldPasswordWrong })),
  password: newPassword(MESSAGES.passwordTooShort),
  repeat: z.string({ error: MESSAGES.repeatPasswordMismatch }),
};

/** The edit-password screen's values: the same checks as the API's body, keyed by the screen's names. */
export const editPasswordValuesSchema = z
  .object({
    prevPassword: editPasswordFields.previous,
    password: editPasswordFields.password,
    repeatPassword: editPasswordFields.repeat,
  })
  .check(z.refine(...repeatsPassword('repeatPassword', MESSAGES.repeatPasswordMismatch)));

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const personName = text(MESSAGES.profileEmpty).check(z.maxLength(PERSON_NAME_MAX, { error: MESSAGES.nameTooLong }));

/** The profile checks, one per field, shared by the API's body and the screen's values. */
export const profileFields = {
  email: email(MESSAGES.profileEmpty, MESSAGES.emailFormat),
  username: personName,
  firstName: personName,
  lastName: personName,
  address: text(MESSAGES.profileEmpty).check(z.maxLength(ADDRESS_MAX, { error: MESSAGES.addressTooLong })),
  phone: phone(MESSAGES.profileEmpty),
  gender: z.enum(GENDERS, { error: MESSAGES.profileEmpty }),
  // A real calendar day: Date.parse would roll 1995-02-31 over to March.
  bod: text(MESSAGES.profileEmpty).check(
    z.refine((value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseShopTime(`${value}T00:00`) !== null, {
      error: MESSAGES.profileEmpty,
    }),
  ),
};

/** The staff invite's checks (docs/product.md#staff): an email to mail the link to and a first name. */
export const staffInviteFields = {
  email: email(MESSAGES.signupEmailEmpty, MESSAGES.emailFormat),
  firstName: personName,
};

/** The invite form's values: the same checks as the API's body. */
export const staffInviteValuesSchema = z.object(staffInviteFields);

/** A help call's question or a barista's answer: 1 to 300 characters of plain text, kept trimmed. */
const helpText = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = helpTextProblem(value, emptyMessage);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );

/** Ask a Staff's checks (docs/product.md, "Help calls"), shared by the form and `POST help`. */
export const helpFields = {
  topic: z.enum(HELP_TOPICS, { error: HELP_TOPIC_UNKNOWN }),
  message: helpText(HELP_MESSAGE_EMPTY),
};

/** The help form's values. */
export const helpValuesSchema = z.object(helpFields);

/** A barista's answer (`PATCH help/{id}`, and the queue's reply field). */
export const helpReplyFields = { reply: helpText(HELP_REPLY_EMPTY) };

/** The profile screen's values: the same checks as the API's body, keyed by the screen's names. */
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

/**
 * A number as JSON sends it, or a string of the given shape as multipart sends it; any other
 * string reads as NaN, which the number schema after it refuses (`'0x10'` is not 16).
 */
export const numberFrom = (shape: RegExp) => (value: number | string) =>
  typeof value === 'number' ? value : shape.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * A whole number from `min` to `max`, sent as a number or as decimal digits (`'25000'`); the
 * upper bound keeps every total a safe integer that both databases store.
 */
const wholeNumber = (message: string, min: number, max: number, rangeMessage: string) =>
  z.pipe(
    z.pipe(z.union([z.number(), z.string()], { error: message }), z.transform(numberFrom(/^-?\d+(\.\d+)?$/))),
    z
      .number({ error: message })
      .check(
        z.int({ error: message }),
        z.gte(0, { error: message }),
        z.gte(min, { error: rangeMessage }),
        z.lte(max, { error: rangeMessage }),
      ),
  );

/** A time of day, `13:00` or `13:00:30`, that exists on a clock. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A product's delivery start or end: empty, a real time of day, or a real date-time (the form's two inputs). */
export const deliveryBound = z
  .pipe(
    z.nullable(
      z.optional(
        z
          .string({ error: MESSAGES.productDeliveryTime })
          .check(z.trim(), z.maxLength(32, { error: MESSAGES.productDeliveryTime })),
      ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  )
  .check(
    z.refine((value: string | null) => value === null || TIME_OF_DAY.test(value) || parseShopTime(value) !== null, {
      error: MESSAGES.productDeliveryTime,
    }),
  );

/**
 * A category id. Every failure here stops the object's cross-field checks (zod runs them after
 * continuable field issues only), so those checks always see a real category.
 */
export const categoryId = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()], { error: MESSAGES.productCategoryInvalid }),
    z.transform(numberFrom(/^\d+$/)),
  ),
  z.union(
    CATEGORY_IDS.map((id) => z.literal(id)),
    { error: MESSAGES.productCategoryInvalid },
  ),
);

/** The sizes of a product form: a comma list or an array of codes; an unknown code is refused, not dropped. */
export const productSizes = z.pipe(
  z
    .pipe(
      z.union([z.string(), z.array(z.string())], { error: MESSAGES.productSizesEmpty }),
      z.transform((value: string | string[]) =>
        (Array.isArray(value) ? value.join(',') : value)
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter((part) => part !== ''),
      ),
    )
    .check(
      z.refine((codes: string[]) => codes.length > 0, { error: MESSAGES.productSizesEmpty }),
      z.refine((codes: string[]) => codes.every(isSize), { error: MESSAGES.productSizesInvalid, abort: true }),
    ),
  z.transform((codes: string[]) => parseSizeList(codes.join(','))),
);

/** The product fields both forms of a product share: the API's body and the screen's draft. */
export const productFields = {
  name: text(MESSAGES.productNameEmpty).check(z.maxLength(PRODUCT_NAME_MAX, { error: MESSAGES.productNameLength })),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX, { error: MESSAGES.productDescriptionLength })),
    '',
  ),
  price: wholeNumber(MESSAGES.productPriceInvalid, PRICE_MIN, PRICE_MAX, MESSAGES.productPriceRange),
  stock: wholeNumber(MESSAGES.productStockInvalid, 0, STOCK_MAX, MESSAGES.productStockRange),
};

/**
 * An optional text in Bahasa Indonesia beside a required English one (docs/product.md, "Languages"):
 * trimmed, at most `max` characters; empty, null or not sent is none (null), and the pages show the
 * English text instead.
 */
const indonesianText = (max: number, message: string) =>
  z._default(
    z.pipe(
      z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }))),
      z.transform((value: string | null) => (value === '' ? null : value)),
    ),
    null,
  );

/** A product's name and description in Bahasa Indonesia, both optional, with the English texts' limits. */
export const indonesianProductTexts = {
  name: indonesianText(PRODUCT_NAME_MAX, MESSAGES.productNameIndonesianLength),
  description: indonesianText(PRODUCT_DESCRIPTION_MAX, MESSAGES.productDescriptionIndonesianLength),
};

/** Whether a category sells every chosen size (a Foods product has no Large). */
export const categoryOffersAll = (category: number, sizes: z.output<typeof productSizes>) =>
  sizes.every((size) => categoryOffersSize(category as CategoryId, size));

/**
 * The add and edit product screens' values under the screen's names, by the same field rules and
 * messages as the API's form: the screen chooses one delivery method where the API keeps three flags.
 */
export const productDraftSchema = z
  .object({
    ...productFields,
    nameIndonesian: indonesianProductTexts.name,
    descriptionIndonesian: indonesianProductTexts.description,
    categoryId,
    sizes: productSizes,
    methods: z
      .array(z.enum(DELIVERY_METHODS, { error: MESSAGES.productDeliveryEmpty }))
      .check(z.minLength(1, { error: MESSAGES.productDeliveryEmpty })),
    start: deliveryBound,
    end: deliveryBound,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!categoryOffersAll(value.categoryId, value.sizes))
        ctx.addIssue({ code: 'custom', path: ['sizes'], message: MESSAGES.productSizesInvalid });
    }),
  );

export type FieldErrors = Record<string, string>;

/** Runs a schema (zod/mini's or classic zod's) and keeps the first message for each field, as the forms show them. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
