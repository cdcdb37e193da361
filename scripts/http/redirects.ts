/**
 * The `_redirects` file a build writes for its host (Netlify's format, which Cloudflare Pages
 * shares): `from to status` per line. Kiln's rules are narrow and never shadow a real file; a
 * `*` at the end of `from` matches the rest of the path (the splat), and `:splat` in `to` takes it.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.replace(/#.*/, '').trim().split(/\s+/);
    return from && to ? [{ from, to, status: Number(status ?? 301) }] : [];
  });
}

/** The first rule for this raw path (as the host sees it, escapes and all), and where it leads. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  rawPath: string,
): { rule: RedirectRule; to: string } | undefined {
  for (const rule of rules) {
    if (rule.from.endsWith('*')) {
      const prefix = rule.from.slice(0, -1);
      if (rawPath.startsWith(prefix)) return { rule, to: rule.to.replace(':splat', rawPath.slice(prefix.length)) };
    } else if (rawPath === rule.from || rawPath === `${rule.from}/`) {
      return { rule, to: rule.to };
    }
  }
  return undefined;
}
