// jsdom ships no types, and sanitize-svg.ts needs only its constructor: a window to hand to DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
