import type { z } from 'zod';
import type { profileSchema } from '../../src/domain/apiSchemas.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/connect.ts';
import { conflict, HttpError } from '../errors.ts';
import { EMAIL_TAKEN } from './signupAndLogin.ts';
import { emailTaken, findUserById, normalizeEmail, toProfile, type Profile } from './users.ts';

async function profileOf(ctx: AppContext, userId: number): Promise<Profile> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new HttpError(401, 'INVALID_TOKEN', 'invalid token');
  return toProfile(row);
}

export const getProfile = profileOf;

/** Replaces the profile fields; the email stays unique across accounts. */
export async function editProfile(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof profileSchema>,
): Promise<Profile> {
  const email = normalizeEmail(input.email);
  if (await emailTaken(ctx.db, email, userId)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  try {
    await ctx.db
      .updateTable('users')
      .set({
        email,
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        address: input.address,
        phone_number: input.phone_number,
        gender: input.gender,
        bod: input.bod,
        updated_at: ctx.clock().toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  return profileOf(ctx, userId);
}

/** Stores the new picture first, then points the profile at it and drops the old file. */
export async function updateProfileImage(ctx: AppContext, userId: number, upload: unknown): Promise<Profile> {
  const before = await profileOf(ctx, userId);
  const image = await ctx.images.save(upload, userId);
  try {
    await ctx.db
      .updateTable('users')
      .set({ image, updated_at: ctx.clock().toISOString() })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    await ctx.images.remove(image);
    throw error;
  }
  await ctx.images.remove(before.image);
  return { ...before, image };
}

export async function deleteProfileImage(ctx: AppContext, userId: number): Promise<void> {
  const before = await profileOf(ctx, userId);
  await ctx.db
    .updateTable('users')
    .set({ image: null, updated_at: ctx.clock().toISOString() })
    .where('id', '=', userId)
    .execute();
  await ctx.images.remove(before.image);
}
