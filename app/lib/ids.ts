// Ids as the store hands them out: every row id is a UUID, and input naming one is checked before a query.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a form can be an id at all (PostgreSQL rejects a malformed uuid). */
export const isUuid = (value: string) => UUID.test(value);
