import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import CrashCoursePage from '../../../site/pages/crash-course-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const course = suite('crash course');

course('should list ten tips, fourteen colours and the SPEC §9 conditions', async () => {
  const catalog = await sampleCatalog();
  const c = catalog.crashCourse;
  assert.is(c.tips.items.length, 10);
  assert.is(c.palette.colours.length, 14);
  for (const colour of c.palette.colours) assert.match(colour.hex, /^#[0-9A-F]{6}$/i);
  const rules = c.conditions.items.map((r) => r.text).join(' ');
  for (const needle of ['2 coats', 'Rs. 50', 'Rs. 120', 'Rs. 100', 'within a month'])
    assert.ok(rules.includes(needle), needle);
});

course('should render the tips as an ordered list and each colour name with its hex as text', async () => {
  const catalog = await sampleCatalog();
  const html = renderHtml(<CrashCoursePage catalog={catalog} path="/crash-course" />);
  assert.is((html.match(/<ol/g) ?? []).length, 1);
  assert.match(html, /Glaze Teal<\/span><span class="hex">#25645F</);
});

course.run();
