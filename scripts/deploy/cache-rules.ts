import type { HeaderRule } from './headers-file.ts';

/** Pages change with every build: always ask whether they did. */
export const PAGE = 'no-cache';

export interface CachePlan {
  /** Every HTML file's address the build writes: "/", "/menu/page/3", "/sections/home/offers.html", "/404.html". */
  pages: readonly string[];
  /** Other files at fixed addresses ("/sw.js"), with their headers. */
  files: Readonly<Record<string, Record<string, string>>>;
  /** Top-level folders of files that are not pages ("assets"), with their headers. */
  folders: Readonly<Record<string, Record<string, string>>>;
  /** The files the build puts in those folders ("videos/hubs/a.mp4"): needed only when a page shares a folder's name (the /videos page). */
  media: readonly string[];
}

/**
 * The `_headers` rules that say how long each file may be kept. Netlify and Cloudflare Pages apply
 * every rule that matches a path, and Cloudflare joins two values of one header with a comma, so
 * each address matches exactly one rule that sets Cache-Control. Pages are covered by their
 * top-level folder (`/menu` and `/menu/*`), not one rule each: a later page of a long list, a
 * home page's late section or a product needs no rule of its own, and the file stays well under
 * Cloudflare's limit of 100 rules. A folder of media that a page shares a name with (/videos)
 * gets that page's addresses exactly, and its media by their own subfolders.
 */
export function cacheRules({ pages, files, folders, media }: CachePlan): HeaderRule[] {
  const page = { 'Cache-Control': PAGE };
  const rules: HeaderRule[] = [];
  const add = (path: string, headers: Record<string, string>) => {
    if (!rules.some((r) => r.path === path)) rules.push({ path, headers });
  };
  const top = (path: string) => path.split('/')[1] ?? '';
  for (const path of pages) {
    const folder = top(path);
    if (path === '/') {
      add('/', page);
      add('/index.html', page);
    } else if (!folders[folder]) {
      if (path === `/${folder}` && folder.includes('.')) add(path, page);
      else {
        add(`/${folder}`, page);
        add(`/${folder}/*`, page);
      }
    } else if (path.endsWith('.html')) add(path, page);
    else for (const form of [path, `${path}/`, `${path}/index.html`]) add(form, page);
  }
  const paged = new Set(pages.map(top));
  for (const [folder, headers] of Object.entries(folders)) {
    if (!paged.has(folder)) {
      add(`/${folder}/*`, headers);
      continue;
    }
    for (const file of media) {
      const [first, second, ...rest] = file.split('/');
      if (first === folder && second) add(rest.length ? `/${folder}/${second}/*` : `/${folder}/${second}`, headers);
    }
  }
  for (const [path, headers] of Object.entries(files)) add(path, headers);
  return rules;
}
