type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmptyObject = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

/**
 * `after` without the empty `{}` the form library gives an optional group of fields a dish does
 * not have (its photo, its serving hours) once anything in the form changes: saved, they would
 * be a photo with no file. A `{}` the file already held stays, as does any group with a value in
 * it; a group staff emptied goes, as if never filled. Unchanged parts keep their identity.
 */
export function withoutNewEmptyObjects(before: unknown, after: unknown): unknown {
  if (Array.isArray(after)) {
    let changed = false;
    const items = after.map((item, i) => {
      const next = withoutNewEmptyObjects(Array.isArray(before) ? before[i] : undefined, item);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : after;
  }
  if (!isObject(after)) return after;
  const was = isObject(before) ? before : {};
  let result = after;
  for (const [key, value] of Object.entries(after)) {
    if (isEmptyObject(value) && !isEmptyObject(was[key])) {
      const { [key]: _dropped, ...rest } = result;
      result = rest;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const next = withoutNewEmptyObjects(was[key], value);
    if (next !== value) result = { ...result, [key]: next };
  }
  return result;
}
