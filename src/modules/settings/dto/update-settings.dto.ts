import { ApiProperty } from '@nestjs/swagger';
import { FormEnum } from '../../../core/validation/form-fields';
import { TIMEZONES } from '../timezones';

export class UpdateSettingsDto {
  /** Matched case-insensitively and stored in the list's spelling. */
  @ApiProperty({
    description: 'One of GET /settings/timezones, matched case-insensitively.',
    example: 'Europe/Paris',
  })
  @FormEnum(TIMEZONES, { required: true, ignoreCase: true })
  timezone: string;
}
