/** At most `max` characters, ending in an ellipsis when cut (SPEC §2.4: a description meta of 160). */
export function truncate(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
