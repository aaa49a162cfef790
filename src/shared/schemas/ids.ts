/**
 * Whether a value can be a row id (a uuid, any case). Something that cannot be one names nothing,
 * so routes answer it like a missing row (404) instead of letting the database refuse it.
 */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
