import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { FormInt, FormString, validateFormBody } from '../../../core';
import type { NewPostInput } from '../posts.service';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_CHARS, readAttachmentTexts } from './attachment-fields';

export const MAX_POST_CHARS = 240;
export const MAX_ATTACHMENTS = 10;

/** The integer fields whose empty value means absent (the OpenAPI document says so). */
export const EMPTY_AS_ABSENT = ['parent_id', 'attachment_count'] as const;

/**
 * The body of POST /post. The attachment fields `attachment_type_N` / `attachment_text_N`
 * (N = 0 … 9) are documented one by one (below the class) so that forms and generated clients
 * see them, but validated by `readAttachmentTexts` from the raw body: which of them are required
 * depends on `attachment_count`.
 */
export class CreatePostDto {
  @ApiProperty({
    description: 'The text: not blank, at most 240 characters.',
    minLength: 1,
    example: 'Hello world',
  })
  @FormString({ required: true, max: MAX_POST_CHARS })
  post: string;

  /** Absent, empty or 0: a top-level post. */
  @ApiPropertyOptional({
    description: 'The post this replies to; absent, empty or 0 for a top-level post.',
    example: 0,
  })
  @FormInt({ min: 0 })
  parent_id?: number | '';

  @ApiPropertyOptional({
    description:
      'How many text attachments follow (0 when absent): attachments 0 … `attachment_count` − 1 are required.',
    // Forms (the docs page) start from the example: 0, not a sample such as the maximum.
    example: 0,
  })
  @FormInt({ min: 0, max: MAX_ATTACHMENTS })
  attachment_count?: number | '';
}

for (let n = 0; n < MAX_ATTACHMENTS; n++) {
  ApiPropertyOptional({
    type: 'string',
    enum: [...ATTACHMENT_TYPES],
    description: `The type of attachment ${n}: required when \`attachment_count\` > ${n}.`,
  })(CreatePostDto.prototype, `attachment_type_${n}`);
  ApiPropertyOptional({
    type: 'string',
    minLength: 1,
    maxLength: MAX_ATTACHMENT_CHARS,
    description: `The text of attachment ${n} (not blank): required when \`attachment_count\` > ${n}.`,
  })(CreatePostDto.prototype, `attachment_text_${n}`);
}

/** The new post a valid body asks for; the attachments are read (and checked) from `body`. */
export function newPostInput(dto: CreatePostDto, body: Record<string, unknown>): NewPostInput {
  const count = typeof dto.attachment_count === 'number' ? dto.attachment_count : 0;
  return {
    text: dto.post,
    parentId: typeof dto.parent_id === 'number' ? dto.parent_id : 0,
    attachmentTexts: readAttachmentTexts(body, count),
  };
}

/**
 * The new post a form body asks for, by the rules and messages of POST /post (the page to write
 * a post): a 400 (ValidationFailedException) naming every wrong field.
 */
export async function newPostFromForm(
  body: Record<string, unknown> | undefined,
): Promise<NewPostInput> {
  return newPostInput(await validateFormBody(CreatePostDto, body ?? {}), body ?? {});
}
