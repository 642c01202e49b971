import { ErrorEnvelope } from '../api-result';

export function errorEnvelope(
  messages: string[],
  meta: Record<string, unknown> = {},
): ErrorEnvelope {
  return { status: 'error', messages, meta, data: {} };
}
