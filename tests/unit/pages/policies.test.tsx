import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ComingSoonPage from '../../../site/pages/coming-soon-page.tsx';
import PolicyPage from '../../../site/pages/policy-page.tsx';
import { ROUTES } from '../../../site/core/routes.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const load = sampleCatalog;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const policies = suite('policy pages');

policies('should have an entry for every route the policy page serves, dated August 19, 2025', async () => {
  const catalog = await load();
  const served = ROUTES.filter((r) => r.page === 'policy')
    .map((r) => r.path)
    .sort();
  assert.equal(catalog.policies.pages.map((p) => p.path).sort(), served);
  for (const path of served) {
    const html = text(renderHtml(<PolicyPage catalog={catalog} path={path} />));
    assert.ok(html.includes('Last updated: August 19, 2025'), path);
  }
});

policies('should state the studio rules and policies of SPEC §9', async () => {
  const catalog = await load();
  const all = catalog.policies.pages
    .map((p) => text(renderHtml(<PolicyPage catalog={catalog} path={p.path} />)))
    .join(' ');
  const terms = text(renderHtml(<PolicyPage catalog={catalog} path="/terms" />));
  const facts = [
    '11:00 AM to 10:00 PM',
    '₹999',
    'paints, glazing and firing',
    '1.5 to 2 hours',
    'about a week',
    'bisque-ware within a month',
    'Rs. 50 for small pieces and Rs. 100 for bigger pieces',
    'one extra day to repaint? That costs Rs. 120',
    'Extra colours beyond the standard palette cost Rs. 50',
    'at most 2 coats',
    '48 hours',
    'full refund or',
    'credit',
    '14 days or more before',
    'forfeited',
    'balance is due on the day',
    'Unfinished pieces may be completed within 30 days',
    'non-refundable once painting starts',
  ];
  for (const fact of facts) assert.ok(all.toLowerCase().includes(fact.toLowerCase()), fact);
  assert.ok(terms.includes('7-10 days'));
  assert.ok(terms.includes('within 30 days of that notification'));
});

policies('should give long pages a table of contents linking to each section', async () => {
  const catalog = await load();
  const page = catalog.policies.pages.find((p) => p.sections.length >= catalog.policies.tocMinSections)!;
  const html = renderHtml(<PolicyPage catalog={catalog} path={page.path} />);
  for (const s of page.sections) {
    assert.ok(html.includes(`href="#${s.id}"`), s.id);
    assert.ok(html.includes(`id="${s.id}"`), s.id);
  }
});

const soon = suite('coming-soon pages');

soon('should render every coming-soon route with its heading and a required email notify-me form', async () => {
  const catalog = await load();
  const served = ROUTES.filter((r) => r.page === 'comingSoon').map((r) => r.path);
  assert.is(served.length, 9);
  for (const path of served) {
    const html = renderHtml(<ComingSoonPage catalog={catalog} path={path} />);
    assert.ok(html.includes(renderHtml(<>{catalog.comingSoon.pages[path]!.heading}</>)), path);
    assert.ok(/<input[^>]*type="email"[^>]*required/.test(html), path);
    assert.ok(html.includes('You&#x27;re on the list!'), path);
  }
});

policies.run();
soon.run();
