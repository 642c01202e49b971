import { charLength, FieldErrors, messages, ValidationFailedException } from '../../../core';

export const MAX_ATTACHMENT_CHARS = 10_000;
export const ATTACHMENT_TYPES: readonly string[] = ['text'];

// The same rule as the declared text fields (form-fields.ts): no control characters other than
// tab, newline and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function typeProblem(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') {
    return messages.required(field);
  }
  return typeof value === 'string' && ATTACHMENT_TYPES.includes(value)
    ? null
    : messages.validValue(field);
}

function textProblem(value: unknown, field: string): string | null {
  if (value === undefined || value === null) {
    return messages.required(field);
  }
  if (typeof value !== 'string' || CONTROL.test(value) || value.includes('\uFFFD')) {
    return messages.validValue(field);
  }
  if (value.trim().length === 0) {
    return messages.required(field);
  }
  return charLength(value) > MAX_ATTACHMENT_CHARS
    ? messages.tooLong(field, MAX_ATTACHMENT_CHARS)
    : null;
}

/**
 * The texts of attachments 0 … count−1 from the request body (form, multipart or JSON), in
 * order; every wrong field is reported at once (400 with `meta.errors`). Fields at or past
 * `count` are ignored like any unknown field.
 */
export function readAttachmentTexts(body: Record<string, unknown>, count: number): string[] {
  const errors: FieldErrors = {};
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const typeField = `attachment_type_${i}`;
    const textField = `attachment_text_${i}`;
    const problems: [string, string | null][] = [
      [typeField, typeProblem(body[typeField], typeField)],
      [textField, textProblem(body[textField], textField)],
    ];
    for (const [field, problem] of problems) {
      if (problem !== null) {
        errors[field] = [problem];
      }
    }
    texts.push(body[textField] as string);
  }
  if (Object.keys(errors).length > 0) {
    throw new ValidationFailedException(errors);
  }
  return texts;
}
