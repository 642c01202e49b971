import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../core';
import { ASSETS_SEGMENT } from './reserved-paths';

/** The stylesheet, read once; the pages' caching hooks give it an ETag like a page. */
const STYLESHEET = readFileSync(join(__dirname, 'views', 'site.css'), 'utf8');

/** The pages' own files: one stylesheet, no script. */
@ApiExcludeController()
@Controller(ASSETS_SEGMENT)
export class AssetsController {
  @Public()
  @Get('site.css')
  @Header('content-type', 'text/css; charset=utf-8')
  stylesheet(): string {
    return STYLESHEET;
  }
}
