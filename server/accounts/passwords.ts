import argon2, { type HashOptions } from 'argon2';
import type { PasswordHashing } from '../config.ts';

/** Argon2id hashing with the configured cost; verification reads the cost from the stored hash. */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  verifyNobody(password: string): Promise<false>;
}

export function createPasswords(cost: PasswordHashing): Passwords {
  const options: HashOptions = { type: argon2.argon2id, ...cost };
  const decoy = argon2.hash('decoy password that matches nobody', options);
  return {
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash never matches.
        return false;
      }
    },
    async verifyNobody(password) {
      await argon2.verify(await decoy, password).catch(() => false);
      return false;
    },
  };
}
