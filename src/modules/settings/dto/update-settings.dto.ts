import { ApiProperty } from '@nestjs/swagger';
import { FormEnum } from '../../../core';
import { TIMEZONES } from '../timezones';

export class UpdateSettingsDto {
  /** Matched case-insensitively and stored in the list's spelling. */
  @ApiProperty({
    description:
      'One of the IANA names GET /settings/timezones lists, matched case-insensitively (so not an `enum` here); any other value is a 400.',
    example: 'Europe/Paris',
  })
  @FormEnum(TIMEZONES, { required: true, ignoreCase: true })
  timezone: string;
}
