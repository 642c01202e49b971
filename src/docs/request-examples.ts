import type { ExampleObject, OpenAPIObject, OperationObject } from '@nestjs/swagger';

/** A request body's examples: one value, or named values (the first is what a form starts from). */
type RequestExample = { value: unknown } | { named: Record<string, ExampleObject> };

const REASON = { value: { reason: 'Spam: the same link in every post.' } };

/**
 * One request body example per operation, by operationId. Each is a body the service accepts
 * (test/openapi.e2e-spec.ts validates them against the schemas and sends them). An operation with a
 * body and no entry here fails the document build, so a new endpoint gets one.
 */
const REQUEST_EXAMPLES: Record<string, RequestExample> = {
  echoHello: { value: { name: 'Ada' } },
  createPost: { value: { post: 'Hello world', parent_id: 0, attachment_count: 0 } },
  hideModeratedPost: REASON,
  restoreModeratedPost: { value: { reason: 'Flagged by mistake.' } },
  dismissModeratedPost: { value: { reason: 'Not against the rules.' } },
  suspendUser: REASON,
  unsuspendUser: { value: { reason: 'Appeal accepted.' } },
  // Every field is optional and a sent one overwrites what is stored: the first example (what
  // the docs page's JSON editor starts from) sends nothing, the others change one field each.
  updateAccount: {
    named: {
      nothing: { summary: 'Change nothing (answers the account)', value: {} },
      bio: { summary: 'Change the bio', value: { bio: 'Writes about birds.' } },
      display_name: { summary: 'Change the display name', value: { display_name: 'Ada L.' } },
      default_image: { summary: 'Back to the default profile image', value: { media_id: 0 } },
    },
  },
  deleteAccount: { value: { confirm: 'alice' } },
  updateSettings: { value: { timezone: 'Europe/Paris' } },
  createUpload: {
    value: {
      file_type: 'image',
      original_name: 'me.png',
      original_extension: '.png',
      upload_type: 'profile',
      total_bytes: 20480,
    },
  },
  uploadChunk: { value: { index: 0, chunk: '(the bytes of the chunk, as a file part)' } },
  completeUpload: { value: { total_chunks: 1 } },
  createApp: {
    value: {
      name: 'Pocket',
      redirect_uris: 'https://pocket.example/callback',
      scopes: 'read write',
      website: 'https://pocket.example',
      client_type: 'public',
    },
  },
};

/** Puts the example of each operation's request body on every media type it takes. */
export function addRequestExamples(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      const body = operation.requestBody;
      if (!body || !('content' in body)) {
        continue;
      }
      const example = REQUEST_EXAMPLES[operation.operationId ?? ''];
      if (!example) {
        throw new Error(
          `No request body example for ${operation.operationId} (request-examples.ts)`,
        );
      }
      // The media types may share one object (annotateOperations): give each its own.
      for (const [type, media] of Object.entries(body.content)) {
        body.content[type] =
          'value' in example
            ? { ...media, example: example.value }
            : { ...media, examples: example.named };
      }
    }
  }
}
