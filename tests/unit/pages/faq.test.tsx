import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Catalog } from '../../../site/core/catalog/catalog-keys.ts';
import FaqPage from '../../../site/pages/faq-page.tsx';
import { FaqAccordion } from '../../../site/sections/FaqAccordion.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();

const accordion = suite('FaqAccordion markup');

const items = [
  { id: 'one', question: 'First <question>?', answer: 'Answer & one.' },
  { id: 'two', question: 'Second?', answer: 'Answer two.' },
];
const html = renderHtml(<FaqAccordion items={items} name="test-faq" />);

accordion('should render one native <details name> per question, all closed, so the browser keeps one open', () => {
  const details = html.match(/<details[^>]*>/g) ?? [];
  assert.is(details.length, 2);
  for (const d of details) {
    assert.match(d, /name="test-faq"/);
    assert.not.match(d, /\sopen/);
  }
});

accordion('should put each question in a <summary> and escape catalogue text', () => {
  assert.is((html.match(/<summary>/g) ?? []).length, 2);
  assert.match(html, /First &lt;question&gt;\?/);
  assert.match(html, /Answer &amp; one\./);
});

accordion('should give each item an anchor id from its prefix', () => {
  assert.match(html, /id="test-faq-one"/);
  const prefixed = renderHtml(<FaqAccordion items={items} name="n" idPrefix="faq-food" />);
  assert.match(prefixed, /id="faq-food-two"/);
});

accordion('should hide the chevron from assistive technology', () => {
  assert.match(html, /class="chevron" aria-hidden="true"/);
});

const page = suite('/faq page');
const faqHtml = renderHtml(<FaqPage catalog={catalog as Catalog} path="/faq" />);

page('should list 12 to 16 questions in groups, one accordion across the page', () => {
  const count = catalog!.faq.groups.reduce((n, g) => n + g.items.length, 0);
  assert.ok(count >= 12 && count <= 16, `${count} questions`);
  assert.is((faqHtml.match(/<details name="faq"/g) ?? []).length, count);
  assert.is((faqHtml.match(/<h2 /g) ?? []).length, catalog!.faq.groups.length + 1);
});

page('should give every question a unique anchor', () => {
  const ids = (faqHtml.match(/<details name="faq" id="([^"]+)"/g) ?? []).map((d) => d.split('id="')[1]);
  assert.is(new Set(ids).size, ids.length);
});

page('should agree with the studio rules of SPEC §9', () => {
  const text = catalog!.faq.groups.flatMap((g) => g.items.map((i) => i.answer)).join('\n');
  for (const rule of [
    /₹999/,
    /paints, glazing and firing/,
    /1\.5 to 2 hours/,
    /7-10 days/,
    /within 30 days/,
    /2 coats/,
    /11:00 AM to 10:00 PM/,
    /48 hours/,
  ]) {
    assert.match(text, rule);
  }
});

accordion.run();
page.run();
