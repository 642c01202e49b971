import { Injectable, Param, PipeTransform, Query } from '@nestjs/common';
import { messages, ValidationFailedException } from './errors';

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

function parsePositive(value: unknown): number | null {
  if (typeof value !== 'string' || !POSITIVE_INTEGER.test(value)) {
    return null;
  }
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Path ids: positive integers up to 2^53−1, otherwise `The <Field> field must be a whole number.` */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field: string) {}

  transform(value: unknown): number {
    const id = parsePositive(value);
    if (id === null) {
      throw ValidationFailedException.single(this.field, messages.wholeNumber(this.field));
    }
    return id;
  }
}

/** `?page=`: default 1, otherwise a positive integer. */
@Injectable()
export class ParsePagePipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (value === undefined) {
      return 1;
    }
    const page = parsePositive(value);
    if (page === null || page > 1_000_000_000) {
      throw ValidationFailedException.single('page', messages.wholeNumber('page'));
    }
    return page;
  }
}

/** The list page number: `@PageParam() page: number`. */
export const PageParam = (): ParameterDecorator => Query('page', ParsePagePipe);

/** A path id, named as its field: `@IdParam('post_id') id: number` (ParseIdPipe). */
export const IdParam = (name: string): ParameterDecorator => Param(name, new ParseIdPipe(name));
