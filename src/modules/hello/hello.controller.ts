import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResult, Public } from '../../core';
import { ApiEnvelope, ApiErrors } from '../../docs';
import { HelloDto } from './hello.dto';
import { HelloResponse } from './hello.response';

/** Two test endpoints for client authors checking their setup. */
// The response shapes of this module in the document, also those only a $ref names.
@ApiExtraModels(HelloResponse)
@ApiTags('Miscellaneous')
@Controller('hello')
export class HelloController {
  @Public()
  @Get()
  @ApiOperation({ operationId: 'getHello', summary: 'Greeting' })
  @ApiEnvelope(HelloResponse)
  greet(): ApiResult<HelloResponse> {
    return new ApiResult({ name: 'World' });
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'echoHello', summary: 'Echo the sent name' })
  @ApiEnvelope(HelloResponse)
  @ApiErrors(400, 413, 415)
  echo(@Body() body: HelloDto): ApiResult<HelloResponse> {
    return new ApiResult({ name: body.name });
  }
}
