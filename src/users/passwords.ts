import { Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * OWASP's Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1. The PHC string keeps
 * them, so a stored hash is verified with its own parameters after they change.
 */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The most common passwords (NIST SP 800-63B 5.1.1.2: refuse "passwords obtained from previous
 * breach corpuses"): the ranked list of zxcvbn-ts's common dictionary (@zxcvbn-ts/language-common,
 * built from breach corpora), those of the allowed length, compared in lower case.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

/** Why a new password is refused, or null when it is acceptable. Lengths in code points. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) {
    return `The password must be at least ${PASSWORD_MIN} characters.`;
  }
  if (length > PASSWORD_MAX) {
    return `The password must be at most ${PASSWORD_MAX} characters.`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is one of the most common ones. Please choose another.';
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of nothing anyone knows, verified when the account is unknown or has no password, so
 * that such a sign-in costs the same time as a wrong password (no enumeration by timing).
 */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, false after the same work. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX * 4) {
    return false;
  }
  if (stored === null) {
    decoy ??= hash(`decoy ${Math.random()}`, ARGON2_OPTIONS);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
