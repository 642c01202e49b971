import { ErrorEnvelope } from '../api-result';

export function errorEnvelope(messages: string[], meta: ErrorEnvelope['meta'] = {}): ErrorEnvelope {
  return { status: 'error', messages, meta, data: {} };
}
