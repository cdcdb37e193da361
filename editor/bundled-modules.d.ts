// Modules that exist only in the editor's bundle (scripts/bundle/bundle-editor.ts).

/** Each catalogue file's schema validators, compiled ahead of time, loaded with its form. */
declare module 'kiln-validators' {
  export const validators: Record<string, (() => Promise<{ default?: unknown }>) | undefined>;
}

/** The editor's stylesheet, which esbuild writes beside the script. */
declare module '*.css';
