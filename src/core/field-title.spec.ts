import { fieldTitle } from './field-title';

describe('fieldTitle', () => {
  it.each([
    ['post', 'Post'],
    ['parent_id', 'Parent ID'],
    ['attachment_count', 'Attachment Count'],
    ['attachment_type_0', 'Attachment Type 0'],
    ['media_id', 'Media ID'],
    ['total_bytes', 'Total Bytes'],
    ['page', 'Page'],
  ])('%s → %s', (field, title) => expect(fieldTitle(field)).toBe(title));
});
