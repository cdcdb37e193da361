import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { cafeHours } from '../../../scripts/validate/rules/cafe-hours.ts';
import type { RuleContext, RuleFinding } from '../../../scripts/validate/rules/rule.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';

const context = (site: unknown): RuleContext => ({
  dir: 'tests/fixtures/catalog',
  files: new Map<CatalogKey, unknown>([['site', site]]),
  references: new Map(),
});
/** The rule's findings for this site.json (it answers at once: it reads no file). */
const check = (site: unknown) => cafeHours(context(site)) as RuleFinding[];

const rule = suite("cafeHours: what site.json's schema cannot say about the hours");

rule('should find nothing wrong with the sample', async () => {
  const site = JSON.parse(await readFile('tests/fixtures/catalog/site.json', 'utf8'));
  assert.ok(site.specialDays.length > 0, 'the sample has a special day');
  assert.equal(check(site), []);
});

rule('should refuse a time zone browsers do not know, suggesting the likely one', () => {
  assert.equal(check({ timeZone: 'Asia/Kolkatta' }), [
    {
      key: 'site',
      pointer: '/timeZone',
      message:
        'is not a time zone browsers know: "Asia/Kolkatta" (did you mean "Asia/Kolkata"?) (write the name phones list, e.g. "Asia/Kolkata" for India)',
    },
  ]);
  assert.is(check({ timeZone: 'Mars/Olympus_Mons' }).length, 1);
  for (const known of ['Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'America/New_York', 'Europe/London'])
    assert.equal(check({ timeZone: known }), [], known);
});

rule('should refuse hours on a closed day, hours that close before they open, and a date given twice', () => {
  const findings = check({
    timeZone: 'Asia/Kolkata',
    specialDays: [
      { date: '2026-11-08', name: 'Diwali', closed: true, opens: '11:00' },
      { date: '2026-12-24', opens: '18:00', closes: '11:00' },
      { date: '2026-12-31', opens: '11:00', closes: '11:00' },
      { date: '2026-11-08', opens: '11:00', closes: '14:00' },
      { date: '2027-01-01', closed: false, opens: '11:00', closes: '14:00' },
    ],
  });
  assert.equal(
    findings.map((f) => `${f.pointer} ${f.message}`),
    [
      '/specialDays/0/opens is given on a day marked "closed": remove "opens", or untick "closed" to give the day its own hours',
      '/specialDays/1/closes must be later than "opens" (18:00), got "11:00": a special day\'s hours open and close on that date',
      '/specialDays/2/closes must be later than "opens" (11:00), got "11:00": a special day\'s hours open and close on that date',
      '/specialDays/3/date 2026-11-08 is already a special day (at /specialDays/0): give each date once',
    ],
  );
});

rule('should leave what it cannot read to the schema', () => {
  assert.equal(check({ timeZone: 5, specialDays: [null, { date: 7, opens: '25:00', closes: '11:00' }, 'x'] }), []);
  assert.equal(check(null), []);
});

rule.run();

const whole = suite('validateCatalog: the special days and time zone, as `kiln validate` prints them');

/** The problems of the sample with site.json changed by `edit`, as printed (file:line:column pointer message). */
async function problemsWith(edit: (site: any) => void): Promise<string[]> {
  const site = JSON.parse(await readFile('tests/fixtures/catalog/site.json', 'utf8'));
  edit(site);
  const { problems } = await validateCatalog('tests/fixtures/catalog', {
    texts: new Map([['site', JSON.stringify(site, null, 2)]]),
  });
  return problems.map(formatProblem).map((line) => line.replace(/:\d+:\d+ /, ' '));
}

whole(
  'should refuse a date that does not exist, a special day with only one of its hours, and a time zone that is not one',
  async () => {
    const lines = await problemsWith((site) => {
      site.timeZone = 'India Standard Time';
      site.specialDays = [
        { date: '2026-02-30', name: 'Holi', closed: true },
        { date: '2026-03-04', opens: '11:00' },
        { date: '2026-03-05', name: 'Staff party' },
        { date: '2026-03-06', opens: '9:00', closes: '14:00' },
      ];
    });
    assert.equal(lines, [
      'tests/fixtures/catalog/site.json /timeZone must look like "Asia/Kolkata", got "India Standard Time"',
      'tests/fixtures/catalog/site.json /specialDays/0/date must be a real calendar date written YYYY-MM-DD, e.g. "2025-10-08", got "2026-02-30"',
      'tests/fixtures/catalog/site.json /specialDays/1 is missing the required field "closes"',
      'tests/fixtures/catalog/site.json /specialDays/2 is missing the required field "opens"',
      'tests/fixtures/catalog/site.json /specialDays/2 is missing the required field "closes"',
      'tests/fixtures/catalog/site.json /specialDays/3/opens must look like "14:00", got "9:00"',
    ]);
  },
);

whole(
  "should print the rules' problems where they are, and take a special day either closed or with its hours",
  async () => {
    const lines = await problemsWith((site) => {
      site.timeZone = 'Asia/Kolkatta';
      site.specialDays = [
        { date: '2026-11-08', name: 'Diwali', closed: true },
        { date: '2026-12-24', name: 'Christmas Eve', opens: '22:00', closes: '11:00' },
      ];
    });
    assert.equal(lines, [
      'tests/fixtures/catalog/site.json /timeZone is not a time zone browsers know: "Asia/Kolkatta" (did you mean "Asia/Kolkata"?) (write the name phones list, e.g. "Asia/Kolkata" for India)',
      'tests/fixtures/catalog/site.json /specialDays/1/closes must be later than "opens" (22:00), got "11:00": a special day\'s hours open and close on that date',
    ]);
    assert.equal(
      await problemsWith((site) => {
        site.specialDays = [
          { date: '2026-11-08', closed: true },
          { date: '2026-12-24', opens: '11:00', closes: '18:00' },
        ];
      }),
      [],
    );
  },
);

whole.run();
