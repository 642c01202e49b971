import type { S3Client } from '@aws-sdk/client-s3';
import { countS3 } from '../../../core';

/**
 * Counts every command the client sends, and those that fail after the SDK's own retries, for
 * /metrics. A 404 is an answer (a missing object), not an error of the store.
 */
export function countS3Commands(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const counts = countS3((context.commandName ?? 'Unknown').replace(/Command$/, ''));
      counts.sent += 1;
      try {
        return await next(args);
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404
        ) {
          counts.failed += 1;
        }
        throw error;
      }
    },
    { step: 'initialize', name: 'countS3Commands' },
  );
}
