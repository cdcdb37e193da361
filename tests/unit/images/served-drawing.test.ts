import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { drawingVerdict } from '../../../scripts/images/drawing-verdict.ts';
import { sanitizeSvg, UnreadableDrawing } from '../../../scripts/images/sanitize-svg.ts';
import { servedDrawing } from '../../../scripts/images/served-drawing.ts';
import { REPO } from '../../cli/fixture.ts';

const drawings = suite('drawings the site serves: sanitized, as a browser reads them');

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

drawings(
  'should take out what runs or fetches code: scripts (however prefixed), event handlers, javascript: links, HTML inside, animations that write links, <use> of another file',
  async () => {
    const dirty =
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- from a drawing program -->\n<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">` +
      '<script>alert(2)</script><defs><circle id="dot" r="1"/></defs><rect width="10" height="10" onclick="alert(3)"/>' +
      '<a xlink:href="javascript:alert(4)"><text>a &amp; b</text></a><a href="https://example.com"><text>site</text></a>' +
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com"/></foreignObject>' +
      '<animate attributeName="href" values="javascript:alert(5)"/><set attributeName="onmouseover" to="alert(6)"/>' +
      '<use href="#dot" x="5"/><use href="https://example.com/other.svg#a"/><use xlink:href="data:image/svg+xml,x#a"/>' +
      '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(7)</x:script></svg>';
    assert.is(
      await sanitizeSvg(dirty),
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><circle id="dot" r="1"/></defs><rect width="10" height="10"/>` +
        '<a><text>a &amp; b</text></a><a href="https://example.com"><text>site</text></a><use href="#dot" x="5"/><use/><use/></svg>\n',
    );
  },
);

drawings("should refuse, with the parser's reason and place, what no browser would show", async () => {
  const refusal = (svg: string) =>
    sanitizeSvg(svg).then(
      () => 'accepted',
      (error: unknown) => (error instanceof UnreadableDrawing ? error.message : String(error)),
    );
  assert.is(await refusal('PNG, really'), 'line 1, column 11: text data outside of root node');
  assert.is(await refusal(`<svg ${SVG}>\n  <g>\n</svg>`), 'line 3, column 6: unexpected close tag');
  assert.is(await refusal('<svg width="10" height="10"/>'), 'its <svg> lacks xmlns="http://www.w3.org/2000/svg"');
  assert.is(
    await refusal('<html xmlns="http://www.w3.org/1999/xhtml"/>'),
    'it is a <html> document, not an <svg> drawing',
  );
});

drawings(
  "should reach jsdom's verdict without jsdom: the same refusals in the same words, the same drawings accepted",
  async () => {
    const byJsdom = (svg: string) =>
      sanitizeSvg(svg).then(
        () => undefined,
        (error: unknown) => (error instanceof UnreadableDrawing ? error.message : `not a verdict: ${String(error)}`),
      );
    const samples = [
      'PNG, really',
      '',
      '   ',
      '<!-- only a comment -->',
      '<?xml version="1.0"?>',
      '<svg',
      `<svg ${SVG}>\n  <g>\n</svg>`,
      `<svg ${SVG}></svg>trailing`,
      `<svg ${SVG}/><svg ${SVG}/>`,
      '<svg width="10" height="10"/>',
      '<html xmlns="http://www.w3.org/1999/xhtml"/>',
      '<x:svg/>',
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>',
      `<svg ${SVG} a="1" a="2"/>`,
      `<svg ${SVG} a=1/>`,
      `<svg ${SVG}>&undefined;</svg>`,
      `<svg ${SVG}>&#0;</svg>`,
      `<svg ${SVG}><![CDATA[ x ]]></svg>`,
      `<![CDATA[ x ]]><svg ${SVG}/>`,
      `<?xml version="1.1"?><svg ${SVG}/>`,
      `<?xml version="1.0" encoding="UTF-16"?><svg ${SVG}/>`,
      `\uFEFF<svg ${SVG}/>`,
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${SVG}/>`,
      `<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY a "&b;&b;"><!ENTITY b "x">]><svg xmlns="&ns_svg;"><text>&a;</text></svg>`,
      `<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/1999/xhtml">]><svg xmlns="&ns;"/>`,
      `<svg ${SVG}><text>a < b</text></svg>`,
      `<svg ${SVG}><p:x/></svg>`,
    ];
    const folder = join(REPO, 'tests', 'fixtures', 'catalog', 'images');
    for (const file of (await readdir(folder, { recursive: true })).filter((f) => f.endsWith('.svg')))
      samples.push(await readFile(join(folder, file), 'utf8'));
    for (const svg of samples)
      assert.is(drawingVerdict(svg)?.message, await byJsdom(svg), JSON.stringify(svg.slice(0, 80)));
  },
);

drawings(
  "should write out the entities a DOCTYPE declares (as Illustrator's do), without expanding them twice",
  async () => {
    const illustrator = `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY a "&b;&b;"><!ENTITY b "x">]><svg xmlns="&ns_svg;"><text>&a;</text></svg>`;
    assert.is(await sanitizeSvg(illustrator), `<svg ${SVG}><text>&amp;b;&amp;b;</text></svg>\n`);
  },
);

drawings("should leave the sample's drawings as they are, byte for byte", async () => {
  const folder = join(REPO, 'tests', 'fixtures', 'catalog', 'images');
  const files = (await readdir(folder, { recursive: true })).filter((f) => f.endsWith('.svg'));
  assert.ok(files.length > 50, `${files.length} drawings`);
  for (const file of files) {
    const text = await readFile(join(folder, file), 'utf8');
    assert.is(await sanitizeSvg(text), text, file);
  }
});

drawings('should make each drawing once per content, and take it from the cache after', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kiln-drawings-'));
  try {
    const [file, cacheDir] = [join(root, 'bowl.svg'), join(root, 'cache')];
    await writeFile(file, `<svg ${SVG} onload="alert(1)"><circle r="4"/></svg>`);
    assert.is((await (await servedDrawing(file, cacheDir)).bytes()).toString(), `<svg ${SVG}><circle r="4"/></svg>\n`);
    const [cached] = await readdir(cacheDir);
    assert.match(cached!, /^[0-9a-f]{64}\.svg$/);
    // Taken from the cache: what is there is what is served, even in another process.
    await writeFile(join(cacheDir, cached!), 'from the cache');
    const copy = join(root, 'copy.svg');
    await writeFile(copy, await readFile(file));
    assert.is((await (await servedDrawing(copy, cacheDir)).bytes()).toString(), 'from the cache', relative(root, copy));
    // Another drawing, another entry; the broken one none.
    await writeFile(file, `<svg ${SVG}><rect width="2" height="2"/></svg>`);
    assert.is(
      (await (await servedDrawing(file, cacheDir)).bytes()).toString(),
      `<svg ${SVG}><rect width="2" height="2"/></svg>\n`,
    );
    await writeFile(file, 'not a drawing at all');
    await servedDrawing(file, cacheDir).then(
      () => assert.unreachable('accepted'),
      (error: unknown) => assert.instance(error, UnreadableDrawing),
    );
    assert.is((await readdir(cacheDir)).length, 2);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

drawings.run();
