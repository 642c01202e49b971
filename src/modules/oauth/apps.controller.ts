import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, Public } from '../../core';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { AppsService } from './apps.service';
import { AppResponse } from './dto/app.response';
import { CreateAppDto } from './dto/create-app.dto';

@ApiExtraModels(AppResponse)
@ApiTags('Apps')
@Controller('apps')
export class AppsController {
  constructor(private readonly apps: AppsService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createApp',
    summary: 'Register an app',
    description:
      'Registers an app that will act for users through OAuth 2 (authorization code with PKCE S256, required for every client; docs/api.md "Apps and OAuth"). Anonymous and rate-limited per IP. A `confidential` client gets a `client_secret`, shown this once.',
  })
  @ApiEnvelope(AppResponse, { description: 'The app, with its `client_id`.' })
  @ApiErrors(400, 413, 415, 503)
  async create(@Body() body: CreateAppDto): Promise<ApiResult<AppResponse>> {
    return new ApiResult(await this.apps.register(body));
  }
}
