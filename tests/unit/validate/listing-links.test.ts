import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';

/* Issue 36, part 4: social and listing links are an open list; Google reviews are given by place id. */

const listings = suite('validate: social and listing links');

async function problemsWith(scenario: string, socials: unknown[]) {
  const fixture = await makeFixture(scenario, (f) =>
    f.editJson('site.json', (site) => void site.socials.push(...socials)),
  );
  try {
    return (await validateCatalog(fixture.dir)).problems.map((p) => `${p.pointer}: ${p.message}`);
  } finally {
    await fixture.cleanup();
  }
}

listings('should take Google reviews by place id, and Zomato, Swiggy, Tripadvisor and other links', async () => {
  const problems = await problemsWith('listings', [
    { network: 'google-reviews', label: 'Review us on Google', placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
    { network: 'zomato', label: 'Order on Zomato', href: 'https://www.zomato.com/bangalore/the-clay-table' },
    { network: 'swiggy', label: 'Order on Swiggy', href: 'https://www.swiggy.com/restaurants/the-clay-table' },
    { network: 'tripadvisor', label: 'On Tripadvisor', href: 'https://www.tripadvisor.in/the-clay-table' },
    { network: 'other', label: 'Our blog', href: 'https://blog.theclaytable.in' },
  ]);
  assert.equal(problems, []);
});

listings('should ask for the place id of Google reviews, and the address of any other link', async () => {
  const problems = await problemsWith('listings-missing', [
    { network: 'google-reviews', label: 'Review us on Google' },
    { network: 'zomato', label: 'Order on Zomato' },
  ]);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0] ?? '', /^\/socials\/4: .*placeId/);
  assert.match(problems[1] ?? '', /^\/socials\/5: .*href/);
});

listings.run();
