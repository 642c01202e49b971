import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { getMetadataStorage, ValidateBy, ValidationArguments } from 'class-validator';
import { messages } from '../errors';

/*
 * Decorators for form fields. Form bodies deliver every value as a string (JSON bodies may send
 * numbers); each decorator checks one field and picks the API's standard sentence for the failure.
 *
 * Each decorator registers its rule (formField) with class-transformer and class-validator (what
 * Nest's ValidationPipe runs), and in a list of the class's form fields (`formFieldsOf`), from
 * which the global pipe validates a DTO declared by these decorators alone without the two
 * libraries (they were about half the CPU of a small form POST). A class with any other
 * class-validator rule goes through the libraries.
 * Other class-transformer decorators (@Type, @Expose…) are not for form DTOs: the direct path would
 * not see them.
 */

/** One declared field of a form DTO: how its value is converted, and what is wrong with it. */
export interface FormField {
  property: string;
  convert: ((value: unknown) => unknown) | null;
  problem: Problem;
}

/** A DTO class. */
export type DtoType = abstract new (...args: never[]) => object;

const FORM_RULES = new Set(['formString', 'formInt', 'formEnum']);
const declaredFields = new Map<DtoType, FormField[]>();
const directFields = new WeakMap<DtoType, readonly FormField[] | null>();

function declare(target: object, field: FormField): void {
  const type = target.constructor as DtoType;
  declaredFields.set(type, [...(declaredFields.get(type) ?? []), field]);
}

/**
 * The form fields of `type` in declaration order, when they are all it validates (no other
 * class-validator rule, none inherited); null otherwise.
 */
export function formFieldsOf(type: DtoType): readonly FormField[] | null {
  let fields = directFields.get(type);
  if (fields === undefined) {
    const declared = declaredFields.get(type) ?? [];
    const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
    fields =
      declared.length > 0 &&
      rules.length === declared.length &&
      rules.every((rule) => rule.name !== undefined && FORM_RULES.has(rule.name))
        ? declared
        : null;
    directFields.set(type, fields);
  }
  return fields;
}

const INTEGER = /^-?\d+$/;
// Control characters other than tab, newline and carriage return have no place in user text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Length in Unicode code points, not UTF-16 units or bytes. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

interface StringRule {
  /** Missing or blank is an error (`… is required.`). */
  required?: boolean;
  /** Maximum length in characters. */
  max: number;
}

function stringProblem(value: unknown, field: string, rule: StringRule): string | null {
  if (value === undefined || value === null) {
    return rule.required ? messages.required(field) : null;
  }
  if (typeof value !== 'string' || CONTROL.test(value) || value.includes('\uFFFD')) {
    return messages.validValue(field);
  }
  if (rule.required && value.trim().length === 0) {
    return messages.required(field);
  }
  if (charLength(value) > rule.max) {
    return messages.tooLong(field, rule.max);
  }
  return null;
}

type Problem = (value: unknown, field: string) => string | null;

/**
 * One form field rule, registered everywhere from the same two functions, so the registrations
 * cannot drift apart: `convert` as a class-transformer @Transform, `problem` as a class-validator
 * rule named `name`, both in the class's form fields (`formFieldsOf`), and `doc` for the OpenAPI
 * document (src/docs).
 */
function formField(
  name: string,
  convert: ((value: unknown) => unknown) | null,
  problem: Problem,
  doc: Parameters<typeof ApiProperty>[0],
): PropertyDecorator {
  const transform = convert && Transform(({ value }: { value: unknown }) => convert(value));
  const check = ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        problem(value, args!.property) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args!.value, args!.property) ?? '',
    },
  });
  const document = ApiProperty(doc);
  return (target: object, key: string | symbol) => {
    transform?.(target, key);
    check(target, key);
    document(target, key);
    declare(target, { property: String(key), convert, problem });
  };
}

/** A text field: a string of at most `max` characters, required or optional. */
export function FormString(rule: StringRule): PropertyDecorator {
  return formField('formString', null, (value, field) => stringProblem(value, field, rule), {
    type: 'string',
    maxLength: rule.max,
    required: !!rule.required,
  });
}

interface IntRule {
  required?: boolean;
  min?: number;
  max?: number;
}

function intProblem(value: unknown, field: string, rule: IntRule): string | null {
  if (value === undefined || value === null || value === '') {
    return rule.required ? messages.required(field) : null;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    return messages.wholeNumber(field);
  }
  if (rule.min !== undefined && value < rule.min) {
    return rule.min >= 0 && value < 0
      ? messages.wholeNumber(field)
      : messages.tooSmall(field, rule.min);
  }
  if (rule.max !== undefined && value > rule.max) {
    return messages.tooLarge(field, rule.max);
  }
  return null;
}

function toInteger(value: unknown): unknown {
  return typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value.trim()) : value;
}

/** An integer field; "12" becomes 12, anything that is not a whole number stays as sent and fails. */
export function FormInt(rule: IntRule = {}): PropertyDecorator {
  return formField('formInt', toInteger, (value, field) => intProblem(value, field, rule), {
    type: 'integer',
    minimum: rule.min,
    maximum: rule.max,
    required: !!rule.required,
  });
}

interface EnumRule {
  required?: boolean;
  /** Compare case-insensitively; the value is then normalised to the listed spelling. */
  ignoreCase?: boolean;
}

/** A field whose value must be one of `values` (`… must be a valid value.`). */
export function FormEnum(values: readonly string[], rule: EnumRule = {}): PropertyDecorator {
  const toListed = (value: unknown): unknown => {
    if (rule.ignoreCase && typeof value === 'string') {
      return values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value;
    }
    return value;
  };
  const problem: Problem = (value, field) => {
    if (value === undefined || value === null || value === '') {
      return rule.required ? messages.required(field) : null;
    }
    return typeof value === 'string' && values.includes(value) ? null : messages.validValue(field);
  };
  // A case-insensitive match cannot be an `enum` (JSON Schema compares exactly): the document
  // would refuse what the service takes, so such a field is documented as a string.
  return formField('formEnum', toListed, problem, {
    type: 'string',
    ...(rule.ignoreCase ? {} : { enum: [...values] }),
    required: !!rule.required,
  });
}
