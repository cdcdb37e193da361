import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkA11y, pageErrors, visit } from './harness.ts';

const events = suite('events');

events('should list upcoming events soonest first (recurring included) and past events latest first', async () => {
  const page = await visit('/events');
  assert.is(await page.getByRole('heading', { level: 1 }).textContent(), 'Events & Workshops');
  const upcoming = await page.locator('#upcoming h3').allTextContents();
  const past = await page.locator('#past h3').allTextContents();
  assert.equal(upcoming, [
    'Saturday Family Paint Club',
    'Open Studio & Jazz Thursdays',
    'Diwali Diya Painting Workshop',
    'Spooky Mug Night',
    "Couples' Plate Night",
    'Christmas Ornament Workshop',
  ]);
  assert.equal(past, ["Dussehra Kids' Craft Morning", 'Eco Ganesha Clay Modelling', 'Monsoon Brunch & Brushes']);
  const weekly = page.locator('#upcoming article', { hasText: 'Saturday Family Paint Club' });
  assert.ok(await weekly.getByText('Recurring').isVisible(), 'recurring badge');
  assert.ok(await weekly.getByText('Every Saturday').isVisible());
  assert.is(await page.getByText('No upcoming events scheduled at the moment. Check back soon!').count(), 0);
  assert.equal(pageErrors(page), []);
  await page.close();
});

events('should pass axe in both themes, on desktop and phone widths', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const page = await visit('/events', { colorScheme, width });
      await checkA11y(page);
      await page.close();
    }
  }
});

events.run();
