// User-facing strings of the editor's record bindings (issue #9 part 5): the field that binds a
// block's props to the fields of the record a /data page shows. Tests read them from here too.

export const BINDINGS_LEGEND = 'Record fields';
export const NOT_BOUND_LABEL = '— not bound —';
export const OTHER_FIELD_LABEL = 'Another field…';
export const FIELD_NAME_LABEL = 'Field name';
export const FIELD_NAME_PROBLEM = 'Use letters, digits, _ and -, starting with a letter or _ (at most 64 characters).';
export const FIELDS_LOAD_FAILED = 'The collection’s fields could not be loaded.';

export function bindingsIntro(collection: string): string {
  return `Props can show a field of the ${collection} record a /data page is for.`;
}

export function fieldsLoading(collection: string): string {
  return `Loading the fields of ${collection}…`;
}

/** The select of one bindable prop, by the prop's label ('Text' -> 'Text from the record'). */
export function bindingLabel(propLabel: string): string {
  return `${propLabel} from the record`;
}

export function boundHint(field: string): string {
  return `Shows the record's ${field} on /data pages`;
}

export function unknownFieldOption(field: string, collection: string): string {
  return `${field} (not a field of ${collection})`;
}
