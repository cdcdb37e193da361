import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { jsonLdScript, serializeJsonLd } from '../../../scripts/render/json-ld.ts';

const serialize = suite('serializeJsonLd: JSON-LD that catalogue text cannot break out of');

/** Text a staff member (or someone who got into the catalogue) could type. */
const HOSTILE = 'Mugs </script><script>alert(1)</script> & <!-- more --> \u2028line\u2029para </SCRIPT >';

serialize('should parse back to exactly the same value', () => {
  const data = { name: HOSTILE, nested: [{ text: HOSTILE }], price: 290, ok: true, none: null };
  assert.equal(JSON.parse(serializeJsonLd(data)), data);
});

serialize('should write no "<" and no raw U+2028/U+2029, so nothing can close the script or start a comment', () => {
  const json = serializeJsonLd({ name: HOSTILE });
  assert.not.ok(json.includes('<'), json);
  assert.not.ok(/[\u2028\u2029]/.test(json), 'line and paragraph separators escaped');
  assert.ok(json.includes('\\u003c/script>'), json);
  assert.ok(json.includes('\\u2028line\\u2029para'), json);
});

serialize('should leave one script element whose text is the whole JSON, however hostile the text', () => {
  const html = jsonLdScript({ '@type': 'Event', name: HOSTILE });
  assert.ok(html.startsWith('<script type="application/ld+json">{'));
  // Where an HTML parser ends the element: the first "</script" in any case.
  const end = html.search(/<\/script/i);
  assert.is(end, html.length - '</script>'.length, 'the only end tag is the last one');
  const inside = html.slice('<script type="application/ld+json">'.length, end);
  assert.is(JSON.parse(inside).name, HOSTILE);
});

serialize('should keep other characters as they are (rupee sign, quotes, ampersands)', () => {
  assert.is(serializeJsonLd({ p: '₹₹ "A & B"' }), '{"p":"₹₹ \\"A & B\\""}');
});

serialize.run();
