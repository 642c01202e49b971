import { ApiProperty } from '@nestjs/swagger';
import { FormInt, FormString } from '../../../core/validation/form-fields';

export const MAX_POST_CHARS = 240;
export const MAX_ATTACHMENTS = 10;

/**
 * The declared fields of POST /post. The attachment fields (`attachment_type_N`,
 * `attachment_text_N`) depend on `attachment_count`, so they are read from the raw body by
 * `readAttachmentTexts` instead of being declared here.
 */
export class CreatePostDto {
  @ApiProperty({ description: 'The text: not blank, at most 240 characters.', minLength: 1 })
  @FormString({ required: true, max: MAX_POST_CHARS })
  post: string;

  /** Absent, empty or 0: a top-level post. */
  @ApiProperty({
    description: 'The post this replies to; absent, empty or 0 for a top-level post.',
  })
  @FormInt({ min: 0 })
  parent_id?: number | '';

  @ApiProperty({ description: 'How many text attachments follow (0 when absent).' })
  @FormInt({ min: 0, max: MAX_ATTACHMENTS })
  attachment_count?: number | '';
}
