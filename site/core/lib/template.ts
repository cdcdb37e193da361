/** "{uses} of {limit} used" with the values put in: how catalogue texts take numbers and names. Unknown placeholders stay. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
