import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import home from '../fixtures/catalog/home.json' with { type: 'json' };
import { assertNever, checkA11y, newPage, pageErrors, SITE, visit } from './harness.ts';

const ANCHORS = ['pottery', 'testimonials', 'press-social-proof', 'reservations', 'offers', 'gallery', 'faq'];

const hero = suite('home: hero');

hero('should show "Where Food Meets Art" and take "Book a Creative Session" to the reservations section', async () => {
  const page = await visit('/');
  assert.is((await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s+/g, ' '), 'Where Food Meets Art');
  const cta = page.getByRole('link', { name: 'Book a Creative Session' });
  assert.is(await cta.getAttribute('href'), '#reservations');
  await cta.click();
  await page.waitForFunction(() => location.hash === '#reservations');
  await page.waitForFunction(() => {
    const r = document.getElementById('reservations')!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight / 2;
  });
  assert.ok(await page.getByRole('heading', { level: 2, name: home.reservations.heading }).isVisible());
  assert.equal(pageErrors(page), []);
  await page.close();
});

const sections = suite('home: sections');

sections(
  'should load the pottery, testimonials, reservations and offers sections lazily, saying so meanwhile (SPEC §2.2)',
  async () => {
    const fetched: string[] = [];
    const page = await visit('/', { height: 600 });
    page.on('request', (r) => r.url().includes('/sections/home/') && fetched.push(new URL(r.url()).pathname));
    const offers = page.locator('#offers');
    assert.is(await offers.getByText(home.loadingSection).count(), 1, 'a placeholder far below the screen');
    assert.not.ok(fetched.includes('/sections/home/offers.html'), 'not fetched yet');
    await offers.scrollIntoViewIfNeeded();
    await offers.getByRole('heading', { name: home.offers.heading }).waitFor();
    assert.is(await page.getByText(home.loadingSection).count(), 0, 'every placeholder replaced on the way down');
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

sections("should still load them when their script's first request is dropped", async () => {
  const page = await newPage({ height: 600 });
  let dropped = 0;
  await page.route(/\/chunks\/init-lazy-sections-[^/]+\.js$/, (route) =>
    dropped++ === 0 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  await page.locator('#offers').scrollIntoViewIfNeeded();
  await page.locator('#offers').getByRole('heading', { name: home.offers.heading }).waitFor();
  assert.is(dropped, 2, 'fetched again after the dropped request');
  assert.equal(pageErrors(page), []);
  await page.close();
});

sections(
  'should take an address with a malformed fragment (/#%) like any other: no error, and the sections still load',
  async () => {
    const page = await visit('/#%', { height: 600 });
    // And one the guest changes to while here (a hashchange).
    await page.evaluate(() => void (location.hash = '%E0%A4%A'));
    await page.locator('#offers').scrollIntoViewIfNeeded();
    await page.locator('#offers').getByRole('heading', { name: home.offers.heading }).waitFor();
    assert.equal(pageErrors(page), []);
    await page.close();
  },
);

sections('should leave the page above them looking as it did once they have loaded, at 1000px and 1280px', async () => {
  // What depends neither on content nor on scrolling: colours, borders, spacing, type, layout.
  const look = [
    'color',
    'background-color',
    'border',
    'border-radius',
    'padding',
    'margin',
    'gap',
    'font-size',
    'font-weight',
    'display',
  ];
  for (const width of [1000, 1280]) {
    // Reduced motion: the header's colour change on scrolling is then immediate.
    const page = await visit('/', { width, height: 900, reducedMotion: 'reduce' });
    const styles = async () =>
      new Map(
        await page
          .locator('body [data-look]')
          .evaluateAll(
            (els, look) =>
              els.map(
                (el) =>
                  [
                    el.getAttribute('data-look')!,
                    `${el.tagName}.${el.getAttribute('class')} ${look.map((p) => getComputedStyle(el).getPropertyValue(p)).join('|')}`,
                  ] as const,
              ),
            look,
          ),
      );
    // What a guest sees: the phone's view (hidden at these widths) arms its carousels whenever their script arrives.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      document.querySelectorAll('body *').forEach((el, i) => {
        if (el.getClientRects().length > 0) el.setAttribute('data-look', String(i));
      }),
    );
    const before = await styles();
    await page.locator('#offers').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: home.offers.heading }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('[data-header][data-solid]'));
    const after = await styles();
    // The placeholders are gone; everything else is still there.
    assert.ok(after.size > before.size - 10, 'the page kept its elements');
    const changed = [...after]
      .filter(([key, style]) => before.has(key) && before.get(key) !== style)
      .map(([, style]) => style);
    assert.equal(changed, [], `${width}px: nothing above the sections changed`);
    await page.close();
  }
});

sections('should never fetch them on a phone, which shows its own home view', async () => {
  const fetched: string[] = [];
  const page = await visit('/', { width: 390, height: 844 });
  page.on('request', (r) => r.url().includes('/sections/') && fetched.push(r.url()));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await assertNever(() => fetched.length > 0, `a phone fetched ${fetched.join(', ')}`);
  await page.close();
});

sections('should have every section anchor of SPEC §2.2, each with a visible heading, in order', async () => {
  const page = await visit('/');
  for (const id of ANCHORS) {
    const section = page.locator(`#${id}`);
    assert.is(await section.count(), 1, `#${id} exists once`);
    // The lazily loaded ones arrive as they come near the screen, replacing their placeholders.
    await page.evaluate((anchor) => document.getElementById(anchor)!.scrollIntoView(), id);
    await section.locator('h2').first().waitFor({ timeout: 5000 });
    assert.ok(await section.locator('h2').first().isVisible(), `#${id} has a heading`);
  }
  // Measured at one instant, from the top of the document (the page may still be scrolling smoothly).
  const tops = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY),
    ANCHORS,
  );
  assert.equal(
    tops,
    [...tops].sort((a, b) => a - b),
  );
  await page.close();
});

sections('should claim a 4.5+ star rating and show four press logos that have loaded', async () => {
  const page = await visit('/');
  const proof = page.locator('#press-social-proof');
  assert.ok(await proof.getByText(home.pressProof.claim).isVisible());
  const logos = proof.getByRole('img').filter({ has: page.locator('xpath=self::img') });
  assert.is(await logos.count(), 4);
  await proof.scrollIntoViewIfNeeded();
  for (let i = 0; i < 4; i++) {
    const logo = logos.nth(i);
    assert.ok(await logo.getAttribute('alt'));
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await logo.elementHandle(),
    );
  }
  await page.close();
});

sections('should show the five FAQ questions and six testimonials', async () => {
  const page = await visit('/');
  assert.is(await page.locator('#faq details').count(), 5);
  await page.evaluate(() => document.getElementById('testimonials')!.scrollIntoView());
  await page.locator('#testimonials blockquote').first().waitFor();
  assert.is(await page.locator('#testimonials blockquote').count(), 6);
  await page.close();
});

const a11y = suite('home: accessibility');

for (const colorScheme of ['light', 'dark'] as const) {
  a11y(`should pass axe at 1280 px and 390 px (${colorScheme})`, async () => {
    for (const width of [1280, 390]) {
      const page = await visit('/', { colorScheme, width });
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  });
}

hero.run();
sections.run();
a11y.run();
