/*
 * URL and URLSearchParams are in every runtime the core runs in (Node and the browser) but in
 * neither's types here: the ES lib has no URL. Only what the core uses is declared (a .ts file, as
 * TypeScript 7 leaves a listed .d.ts out of a project).
 */
export {};
declare global {
  class URLSearchParams {
    constructor(init?: string);
    get(name: string): string | null;
    getAll(name: string): string[];
    values(): IterableIterator<string>;
  }
  class URL {
    constructor(url: string, base?: string | URL);
    readonly href: string;
    readonly origin: string;
    protocol: string;
    host: string;
    pathname: string;
    search: string;
    hash: string;
    readonly searchParams: URLSearchParams;
  }
}
