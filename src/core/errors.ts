import { HttpException, HttpStatus } from '@nestjs/common';
import { fieldTitle } from './field-title';

export type FieldErrors = Record<string, string[]>;

/** A 400 carrying per-field messages; the filter puts them in `meta.errors`. */
export class ValidationFailedException extends HttpException {
  constructor(readonly fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors).flat(), HttpStatus.BAD_REQUEST);
  }

  static single(field: string, message: string): ValidationFailedException {
    return new ValidationFailedException({ [field]: [message] });
  }
}

/** The standard validation sentences of the API, by field name. */
export const messages = {
  required: (field: string) => `The ${fieldTitle(field)} field is required.`,
  wholeNumber: (field: string) => `The ${fieldTitle(field)} field must be a whole number.`,
  validValue: (field: string) => `The ${fieldTitle(field)} field must be a valid value.`,
  tooLong: (field: string, max: number) =>
    `The ${fieldTitle(field)} field cannot be longer than ${max} characters.`,
  tooLarge: (field: string, max: number) =>
    `The ${fieldTitle(field)} field cannot be greater than ${max}.`,
  tooSmall: (field: string, min: number) =>
    `The ${fieldTitle(field)} field must be at least ${min}.`,
};
