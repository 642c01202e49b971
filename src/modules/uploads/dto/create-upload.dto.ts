import { ApiProperty } from '@nestjs/swagger';
import { FormEnum, FormInt, FormString } from '../../../core';

export class CreateUploadDto {
  @ApiProperty({ description: 'Matched case-insensitively.' })
  @FormEnum(['image'], { required: true, ignoreCase: true })
  file_type: string;

  @FormString({ required: true, max: 255 })
  original_name: string;

  /** `.jpeg` is accepted and stored as `.jpg`. */
  @ApiProperty({ description: 'Matched case-insensitively; `.jpeg` is stored as `.jpg`.' })
  @FormEnum(['.jpg', '.jpeg', '.png'], { required: true, ignoreCase: true })
  original_extension: string;

  @FormEnum(['profile'], { required: true, ignoreCase: true })
  upload_type: string;

  /** The upper bound (UPLOAD_MAX_BYTES) is configuration, checked by the service. */
  @ApiProperty({
    description: 'The size of the file in bytes; at most UPLOAD_MAX_BYTES (5 MiB by default).',
  })
  @FormInt({ required: true, min: 1 })
  total_bytes: number;
}
