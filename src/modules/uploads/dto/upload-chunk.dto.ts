import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidationArguments } from 'class-validator';
import { FormInt, messages, type UploadedTempFile } from '../../../core';

function isTempFile(value: unknown): value is UploadedTempFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedTempFile).path === 'string' &&
    typeof (value as UploadedTempFile).truncated === 'boolean'
  );
}

/** A multipart file part (streamed to a temp file by the multipart parser, multipart.ts). */
function FormFile(): PropertyDecorator {
  const problem = (value: unknown, field: string): string | null => {
    if (value === undefined || value === null || value === '') {
      return messages.required(field);
    }
    return isTempFile(value) ? null : messages.validValue(field);
  };
  return ValidateBy({
    name: 'formFile',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        problem(value, args!.property) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args!.value, args!.property) ?? '',
    },
  });
}

/** `POST /upload/{id}/chunked`, sent as multipart form data. */
export class UploadChunkDto {
  /** The number of chunks sent before this one. */
  @ApiProperty({ description: 'The number of chunks sent before this one (0 for the first).' })
  @FormInt({ required: true, min: 0 })
  index: number;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The bytes of this chunk, as a file part.',
  })
  @FormFile()
  chunk: UploadedTempFile;
}
