import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, pageErrors, visit } from './harness.ts';

const offers = suite('offers page');

offers('should show the four offer cards with highlight, details and terms, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/offers', { colorScheme, width: colorScheme === 'dark' ? 390 : 1280 });
    const main = page.locator('main');
    const cards = main.getByRole('heading', { level: 3 });
    assert.equal(await cards.allInnerTexts(), [
      'Birthday Week',
      'Student Days',
      'Weekday Sip & Paint',
      'Group Discount',
    ]);
    const birthday = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Birthday Week' }) });
    assert.ok(await birthday.getByText('20% off', { exact: true }).isVisible());
    assert.ok(await birthday.getByText('Show a government photo ID').isVisible());
    assert.ok(
      await main.getByText('Students get 15% off pottery painting sessions from Monday to Thursday.').isVisible(),
    );
    await checkA11y(page);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

const course = suite('crash course page');

course(
  'should show ten numbered tips, fourteen swatches with name and hex, notes and conditions, in both themes',
  async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await visit('/crash-course', { colorScheme });
      const main = page.locator('main');
      const tips = main.locator('ol > li');
      assert.is(await tips.count(), 10);
      assert.equal(await tips.locator('.num').allInnerTexts(), [
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
      ]);
      const palette = main.locator('#palette li');
      assert.is(await palette.count(), 14);
      const teal = palette.filter({ hasText: 'Glaze Teal' });
      assert.ok(await teal.getByText('#25645F').isVisible());
      assert.is(
        await teal.locator('.swatch').evaluate((el) => getComputedStyle(el).backgroundColor),
        'rgb(37, 100, 95)',
      );
      assert.ok(await main.getByRole('heading', { name: 'Conditions' }).isVisible());
      assert.ok(await main.getByText('At most 2 coats of paint per piece.').isVisible());
      assert.ok(await main.getByText('Bisque-ware must be collected within a month.').isVisible());
      await checkA11y(page);
      assert.equal(pageErrors(page), []);
      await page.close();
    }
  },
);

const careers = suite('careers page');

careers('should list the openings with location and type and apply by email, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await visit('/careers', { colorScheme, width: colorScheme === 'dark' ? 390 : 1280 });
    const main = page.locator('main');
    assert.is(await main.getByRole('heading', { level: 3 }).count(), 5);
    const barista = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Barista' }) });
    assert.ok(await barista.getByText('Full-time').isVisible());
    assert.ok(await barista.getByText('Indiranagar, Bengaluru').isVisible());
    const apply = barista.getByRole('link', { name: 'Apply by email: Barista' });
    assert.is(await apply.getAttribute('href'), 'mailto:hello@theclaytable.in?subject=Application%3A%20Barista');
    assert.ok(await main.getByRole('heading', { name: 'How to apply' }).isVisible());
    assert.ok(await main.getByRole('link', { name: 'Email your application' }).isVisible());
    await checkA11y(page);
    assert.equal(pageErrors(page), []);
    await page.close();
  }
});

offers.run();
course.run();
careers.run();
