import { FormString } from '../../core';

export class HelloDto {
  @FormString({ required: true, max: 100 })
  name: string;
}
