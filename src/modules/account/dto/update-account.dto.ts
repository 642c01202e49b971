import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { FormInt, FormString, validateFormBody } from '../../../core';
import type { AccountChanges } from '../account.types';

const sent = (field: keyof UpdateAccountDto) => (dto: UpdateAccountDto) =>
  dto[field] !== undefined && dto[field] !== null;

/** Every field is optional; a field that is sent must be valid (a sent display name not blank). */
export class UpdateAccountDto {
  @ApiPropertyOptional({ description: 'Not blank when sent.', minLength: 1 })
  @ValidateIf(sent('display_name'))
  @FormString({ required: true, max: 50 })
  display_name?: string;

  /** An empty string clears the bio. */
  @ApiPropertyOptional({ description: 'An empty string clears the bio.' })
  @FormString({ max: 500 })
  bio?: string;

  /** 0 = the default image; otherwise a media item of the caller. */
  @ApiPropertyOptional({
    description:
      'The `id` of a media item of the caller (a completed upload), or 0 for the default image.',
  })
  @ValidateIf(sent('media_id'))
  @FormInt({ required: true, min: 0 })
  media_id?: number;
}

/** What AccountService.update changes: a field not sent (absent or null) keeps its stored value. */
export function accountChanges(dto: UpdateAccountDto): AccountChanges {
  return {
    display_name: dto.display_name ?? undefined,
    bio: dto.bio ?? undefined,
    media_id: dto.media_id ?? undefined,
  };
}

/**
 * The profile changes of the account page's form (display name and bio), by POST /account's
 * rules and messages: a 400 (ValidationFailedException) naming every wrong field.
 */
export async function profileChangesFromForm(
  body: Record<string, unknown> | undefined,
): Promise<AccountChanges> {
  const { display_name, bio } = body ?? {};
  return accountChanges(await validateFormBody(UpdateAccountDto, { display_name, bio }));
}
