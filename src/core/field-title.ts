/** `parent_id` → `Parent ID`, `attachment_type_0` → `Attachment Type 0`: the titles used in messages. */
export function fieldTitle(field: string): string {
  return field
    .split('_')
    .filter((part) => part.length > 0)
    .map((part) => (part === 'id' ? 'ID' : part.charAt(0).toUpperCase() + part.slice(1)))
    .join(' ');
}
