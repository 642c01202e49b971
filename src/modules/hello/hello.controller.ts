import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../auth/access.decorators';
import { ApiResult } from '../../core/api-result';
import { ApiEnvelope, ApiErrors } from '../../docs/api-envelope.decorator';
import { HelloSchema } from '../../docs/schemas';
import { HelloDto } from './hello.dto';

/** Two test endpoints for client authors checking their setup. */
@ApiTags('Miscellaneous')
@Controller('hello')
export class HelloController {
  @Public()
  @Get()
  @ApiOperation({ operationId: 'getHello', summary: 'Greeting' })
  @ApiEnvelope(HelloSchema)
  greet(): ApiResult<{ name: string }> {
    return new ApiResult({ name: 'World' });
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'echoHello', summary: 'Echo the sent name' })
  @ApiEnvelope(HelloSchema)
  @ApiErrors(400, 413, 415)
  echo(@Body() body: HelloDto): ApiResult<{ name: string }> {
    return new ApiResult({ name: body.name });
  }
}
