import { FormString } from '../../../core';

/** DELETE /account: the caller types their username to confirm. */
export class DeleteAccountDto {
  @FormString({ required: true, max: 30 })
  confirm: string;
}
