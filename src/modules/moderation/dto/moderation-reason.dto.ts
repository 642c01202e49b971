import { ApiPropertyOptional } from '@nestjs/swagger';
import { FormString } from '../../../core';

/** The body of every moderation action: an optional reason, kept in the record. */
export class ModerationReasonDto {
  @ApiPropertyOptional({
    description: 'Why, for the moderation log (not shown to the author). At most 500 characters.',
    maxLength: 500,
  })
  @FormString({ max: 500 })
  reason?: string;
}

/** The reason to record: null when absent or blank. */
export function reasonOf(dto: ModerationReasonDto | undefined): string | null {
  const reason = dto?.reason?.trim();
  return reason ? reason : null;
}
