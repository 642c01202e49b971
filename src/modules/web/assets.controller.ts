import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../core';
import { ASSETS_SEGMENT } from './reserved-paths';

/** The stylesheet, read once; the pages' caching hooks give it an ETag like a page. */
const STYLESHEET = readFileSync(join(__dirname, 'views', 'site.css'), 'utf8');
/** The API Keys page's copy button (the only script: pages read and work without it). */
const COPY_SCRIPT = readFileSync(join(__dirname, 'views', 'copy.js'), 'utf8');

/** The pages' own files: one stylesheet and one small script. */
@ApiExcludeController()
@Controller(ASSETS_SEGMENT)
export class AssetsController {
  @Public()
  @Get('site.css')
  @Header('content-type', 'text/css; charset=utf-8')
  stylesheet(): string {
    return STYLESHEET;
  }

  @Public()
  @Get('copy.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  copyScript(): string {
    return COPY_SCRIPT;
  }
}
