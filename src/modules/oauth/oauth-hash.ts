import { hash, randomBytes } from 'node:crypto';

/** How secrets, codes and tokens are stored: hex SHA-256 (they are random, 256 bits). */
export function secretHash(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** A new random secret, code or token: 32 bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
