/**
 * A `_headers` file in the format Netlify and Cloudflare Pages share: a path pattern, then its
 * headers indented below it. A request that matches several rules gets all of their headers, so
 * a header is set by one rule only, unless either value may be sent or both joined with a comma
 * (the hub's bridge, deploy-headers.ts).
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export const formatHeadersFile = (rules: readonly HeaderRule[], comment?: string): string =>
  `${comment ? `# ${comment}\n` : ''}${rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n')}\n`;
