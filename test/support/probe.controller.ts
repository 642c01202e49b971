import { Controller, Get, Module, Post } from '@nestjs/common';
import { CurrentUser, Pro, Public } from '../../src/core/http/access';
import { AuthUser } from '../../src/auth/auth-user';
import { ApiResult } from '../../src/core/api-result';

/** Routes that exist only in tests: a Pro route, an undecorated route and one that crashes. */
@Controller('probe')
export class ProbeController {
  @Pro()
  @Get('pro')
  pro(@CurrentUser() user: AuthUser): ApiResult<{ id: number }> {
    return new ApiResult({ id: user.id });
  }

  @Public()
  @Get('whoami')
  whoami(@CurrentUser() user: AuthUser | null): ApiResult<{ username: string | null }> {
    return new ApiResult({ username: user?.username ?? null });
  }

  // Deliberately without @Public()/@Pro(): the guard must treat it as Pro.
  @Get('undecorated')
  undecorated(): ApiResult<string> {
    return new ApiResult('reached');
  }

  @Public()
  @Post('crash')
  crash(): never {
    throw new Error('secret detail: SELECT * FROM users');
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
