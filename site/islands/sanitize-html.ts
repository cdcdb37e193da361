import DOMPurify from 'dompurify';

/**
 * HTML from the commerce API, made safe for innerHTML: DOMPurify drops scripts, event handler
 * attributes, javascript: URLs and the like, and prefixes ids and names (DOM clobbering). We also
 * drop styles and form controls, which the page's design and a product text never need. Browser
 * only: islands use it (the product page), never the server.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    // id="toaster" or name="…" in a description must not clobber the page's own elements.
    SANITIZE_NAMED_PROPS: true,
  });
}

/** The text of an HTML snippet (for a meta description). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
