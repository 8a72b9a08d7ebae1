/**
 * Ids as they arrive in urls and bodies. Rows are keyed by UUIDs; a value that is not one is
 * answered before it reaches the database (PostgreSQL refuses to compare a uuid column with it).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
