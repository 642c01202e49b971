import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { parse as parseQuery } from 'fast-querystring';
import { UpdateAccountDto } from '../../modules/account/dto/update-account.dto';
import { HelloDto } from '../../modules/hello/hello.dto';
import { CreatePostDto } from '../../modules/posts/dto/create-post.dto';
import { UpdateSettingsDto } from '../../modules/settings/dto/update-settings.dto';
import { CompleteUploadDto } from '../../modules/uploads/dto/complete-upload.dto';
import { CreateUploadDto } from '../../modules/uploads/dto/create-upload.dto';
import { ValidationFailedException } from '../errors';
import { formFieldsOf } from './form-fields';
import { createValidationPipe } from './validation.pipe';

/** What a pipe did with a value: the DTO it returned (as plain data), or the errors it threw. */
async function outcome(pipe: ValidationPipe, value: unknown, metadata: ArgumentMetadata) {
  try {
    const dto = (await pipe.transform(value, metadata)) as object;
    return { type: dto.constructor.name, dto: { ...dto } };
  } catch (error) {
    if (error instanceof ValidationFailedException) {
      return { errors: error.fieldErrors };
    }
    throw error;
  }
}

// Values a field may receive from a form, a query or a JSON body.
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'hello',
  'Hello world',
  'a'.repeat(100),
  'a'.repeat(101),
  'é'.repeat(240),
  'x'.repeat(241),
  'tab\tand\nnewline',
  'bell\u0007',
  'bad \uFFFD',
  '0',
  '1',
  ' 7 ',
  '-1',
  '10',
  '11',
  '1.5',
  '1e3',
  '01',
  '9007199254740993',
  0,
  3,
  -2,
  2.5,
  true,
  ['1'],
  { a: 1 },
  'image',
  'IMAGE',
  '.JPG',
  '.gif',
  'profile',
  'Europe/Berlin',
  'europe/berlin',
  'Mars/Olympus',
];

const FORM_PROTOTYPE = Object.getPrototypeOf(parseQuery('')) as object;

function* bodies(fields: string[]): Generator<Record<string, unknown> | undefined> {
  yield undefined;
  yield {};
  yield { unknown_field: 'x', other: { nested: true } };
  for (const field of fields) {
    for (const sample of SAMPLES) {
      yield { [field]: sample, extra: 'dropped' };
    }
  }
  // every field at once, each with the i-th sample
  for (let i = 0; i < SAMPLES.length; i++) {
    yield Object.fromEntries(fields.map((f, j) => [f, SAMPLES[(i + j * 7) % SAMPLES.length]]));
  }
}

describe('the global validation pipe on form DTOs', () => {
  const fast = createValidationPipe();
  // The same options on Nest's own pipe: class-transformer and class-validator all the way.
  const libraries = new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    stopAtFirstError: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors) =>
      new ValidationFailedException(
        Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})])),
      ),
  });

  const formDtos = [CreatePostDto, HelloDto, UpdateSettingsDto, CreateUploadDto, CompleteUploadDto];

  it('validates the DTOs declared by form decorators alone directly, the others through the libraries', () => {
    for (const dto of formDtos) {
      expect(formFieldsOf(dto)).not.toBeNull();
    }
    expect(formFieldsOf(UpdateAccountDto)).toBeNull(); // @ValidateIf
    expect(formFieldsOf(class Plain {})).toBeNull();
  });

  it('takes the direct path for bodies as the body parsers deliver them', async () => {
    const viaLibraries = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      const metadata: ArgumentMetadata = { type: 'body', metatype: CreatePostDto, data: undefined };
      const nullPrototype = Object.assign(Object.create(null) as object, { post: 'hi' });
      // fast-querystring (form bodies) builds objects whose prototype has no prototype
      for (const body of [{ post: 'hi' }, nullPrototype, parseQuery('post=hi&x=1')]) {
        const dto = (await fast.transform(body, metadata)) as CreatePostDto;
        expect(dto).toBeInstanceOf(CreatePostDto);
        expect({ ...dto }).toEqual({ post: 'hi' });
      }
      expect(viaLibraries).not.toHaveBeenCalled();
      // anything else still goes through the libraries
      await fast.transform(new (class Box {})(), metadata).catch(() => undefined);
      expect(viaLibraries).toHaveBeenCalledTimes(1);
    } finally {
      viaLibraries.mockRestore();
    }
  });

  it.each(formDtos.map((dto) => [dto.name, dto] as const))(
    '%s: the same DTO or the same errors as class-transformer + class-validator',
    async (_name, dto) => {
      const fields = formFieldsOf(dto)!.map((f) => f.property);
      let compared = 0;
      for (const type of ['body', 'query'] as const) {
        const metadata: ArgumentMetadata = { type, metatype: dto, data: undefined };
        for (const body of bodies(fields)) {
          const copy = body === undefined ? undefined : structuredClone(body);
          expect([body, await outcome(fast, body, metadata)]).toEqual([
            copy,
            await outcome(libraries, copy, metadata),
          ]);
          // the same fields as the form parser delivers them (its objects' prototype)
          const asForm = body && Object.setPrototypeOf(structuredClone(body), FORM_PROTOTYPE);
          expect(await outcome(fast, asForm, metadata)).toEqual(
            await outcome(libraries, copy && structuredClone(copy), metadata),
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(SAMPLES.length * 2);
    },
  );
});
