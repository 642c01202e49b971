import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors, ValidationFailedException } from '../errors';

function collect(errors: ValidationError[], out: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const sentences = Object.values(error.constraints ?? {});
    if (sentences.length > 0) {
      out[error.property] = [...(out[error.property] ?? []), ...sentences];
    }
    collect(error.children ?? [], out);
  }
  return out;
}

/**
 * Route and query values reach their own pipes as the raw strings: Nest would otherwise turn
 * `@Param('id') id: number` into `+value` first, so ParseIdPipe/ParsePagePipe could not reject
 * `01`, `1.5` or `1e3` (and a valid `?page=2` arrived as a number they refused).
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** The one global pipe: DTOs are transformed, undeclared fields dropped, failures become 400s. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    stopAtFirstError: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors) => new ValidationFailedException(collect(errors)),
  });
}
