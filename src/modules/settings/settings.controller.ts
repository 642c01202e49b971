import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, CurrentUser, Pro } from '../../core';
import type { AuthUser } from '../../auth';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { SettingsResponse } from './dto/settings.response';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { TIMEZONE_LIST, TIMEZONE_LIST_META } from './settings.docs';
import { SettingsService } from './settings.service';
import { TIMEZONES, TIMEZONES_DESCRIPTION } from './timezones';

// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(SettingsResponse)
@ApiTags('Settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Pro()
  @Get()
  @ApiOperation({ operationId: 'getSettings', summary: "The caller's settings" })
  @ApiEnvelope(SettingsResponse)
  @ApiErrors(503)
  async show(@CurrentUser() user: AuthUser): Promise<ApiResult<SettingsResponse>> {
    return new ApiResult(await this.settings.settingsOf(user.id));
  }

  @Pro()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'updateSettings',
    summary: 'Change the settings',
    description:
      "The time zone must be one of GET /settings/timezones (matched case-insensitively, stored in the list's spelling).",
  })
  @ApiEnvelope(SettingsResponse, { description: 'The settings after the change.' })
  @ApiErrors(400, 413, 415, 503)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateSettingsDto,
  ): Promise<ApiResult<SettingsResponse>> {
    return new ApiResult(await this.settings.setTimezone(user.id, body.timezone));
  }

  @Pro()
  @Get('timezones')
  @ApiOperation({ operationId: 'listTimezones', summary: 'The valid time zones' })
  @ApiEnvelope(TIMEZONE_LIST, {
    meta: TIMEZONE_LIST_META,
    description: 'Every value POST /settings accepts; `meta.description` describes the list.',
  })
  @ApiErrors(503)
  timezones(): ApiResult<readonly string[]> {
    return new ApiResult(TIMEZONES, [], { description: TIMEZONES_DESCRIPTION });
  }
}
