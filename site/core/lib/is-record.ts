/** A JSON object (not null, not an array), whose fields may then be read: data from outside is checked with this. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
