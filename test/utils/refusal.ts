import { HttpException } from '@nestjs/common';
import { FieldErrors, ValidationFailedException } from '../../src/core/errors';

/** An HTTP error as a unit spec compares it: its status and its message, or its field errors. */
export type Refusal = { status: number } & ({ message: string } | { fields: FieldErrors });

/**
 * The HTTP error `work` rejects with (a service's or writer's refusal, before the exception filter
 * makes it an answer); fails the spec when `work` resolves or rejects with anything else.
 */
export async function refusal(work: Promise<unknown>): Promise<Refusal> {
  const error: unknown = await work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof HttpException)) {
    throw error;
  }
  return error instanceof ValidationFailedException
    ? { status: error.getStatus(), fields: error.fieldErrors }
    : { status: error.getStatus(), message: error.message };
}
