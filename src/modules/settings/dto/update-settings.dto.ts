import { ApiProperty } from '@nestjs/swagger';
import { FormEnum, validateFormBody } from '../../../core';
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

/** The time zone of the settings page's form, by POST /settings's rule and message (400). */
export async function timezoneFromForm(body: Record<string, unknown> | undefined): Promise<string> {
  return (await validateFormBody(UpdateSettingsDto, { timezone: body?.timezone })).timezone;
}
