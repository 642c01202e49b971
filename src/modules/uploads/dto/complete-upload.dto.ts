import { ApiProperty } from '@nestjs/swagger';
import { FormInt } from '../../../core';

export class CompleteUploadDto {
  /** How many chunk calls were made (1 when the file was sent in one). */
  @ApiProperty({ description: 'How many chunk calls were made (1 when the file was sent in one).' })
  @FormInt({ required: true, min: 1 })
  total_chunks: number;
}
