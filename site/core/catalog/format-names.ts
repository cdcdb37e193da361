/*
 * The names of every `"format"` Kiln's schemas may use. `kiln validate` gives each its check
 * (scripts/validate/formats.ts, typed by these names, so a name added here must get one), and the
 * editor's page takes each as valid text (scripts/bundle/bundle-editor.ts).
 */

/** Standard formats, checked by ajv-formats. */
export const STANDARD_FORMATS = ['date', 'email'] as const;
/** Kiln's formats whose values point at a file or page of the site, which the rules then check. */
export const REFERENCE_FORMATS = ['kiln-image', 'kiln-video', 'kiln-route'] as const;
/** Kiln's formats for links to other sites. */
export const LINK_FORMATS = ['kiln-https-url', 'kiln-whatsapp-url'] as const;

export const FORMAT_NAMES = [...STANDARD_FORMATS, ...REFERENCE_FORMATS, ...LINK_FORMATS] as const;

export type ReferenceFormat = (typeof REFERENCE_FORMATS)[number];
export type LinkFormat = (typeof LINK_FORMATS)[number];
export type FormatName = (typeof FORMAT_NAMES)[number];
