import { z } from 'zod';
import { RESET_INVALID } from './passwordReset.ts';

export const signupAnswer = z.object({
  messages: z.string(),
  data: z.object({ id: z.number().int(), email: z.string(), role_id: z.number().int() }),
});

export const loginAnswer = z.object({
  messages: z.string(),
  token: z.string(),
  data: z.object({
    id: z.number().int(),
    role_id: z.number().int(),
    email: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
  }),
});

/** Tokens issued before the change stop working; this one replaces the caller's. */
export const passwordChangedAnswer = z.object({
  messages: z.string(),
  token: z.string().describe('A fresh bearer token: tokens issued before the change are refused'),
});

export const resetTokenParams = z.object({
  token: z.string().min(1, { error: RESET_INVALID }).max(200, { error: RESET_INVALID }),
});
