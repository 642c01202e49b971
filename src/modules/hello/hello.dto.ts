import { FormString } from '../../core/validation/form-fields';

export class HelloDto {
  @FormString({ required: true, max: 100 })
  name: string;
}
