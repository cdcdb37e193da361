import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { brandFromLogo } from '../../../scripts/init/logo-colour.ts';
import { placeFromMapsLink } from '../../../scripts/init/maps-link.ts';
import { openingHoursFromWeek, specialDaysFromHolidays, type WeekGrid } from '../../../scripts/init/week-hours.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { formatProblem } from '../../../site/core/problems/problem.ts';
import { makeFixture } from '../../cli/fixture.ts';

const valid = suite('the setup’s answers, written into site.json and theme.json, pass kiln validate');

valid('should validate, schema and rules, in the sample catalogue', async () => {
  const place = placeFromMapsLink(
    'https://www.google.co.in/maps/search/?api=1&query=12.9352,77.6245&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
  );
  const grid: WeekGrid = {
    Monday: { closed: true },
    Tuesday: { opens: '08:00', closes: '18:00' },
    Wednesday: { opens: '08:00', closes: '18:00' },
    Thursday: { opens: '08:00', closes: '18:00' },
    Friday: { opens: '18:00', closes: '02:00' },
    Saturday: { opens: '18:00', closes: '02:00' },
    Sunday: { opens: '09:00', closes: '22:00' },
  };
  const week = openingHoursFromWeek(grid);
  const logo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f7c948' } })
    .png()
    .toBuffer();
  const colour = await brandFromLogo(logo);
  assert.ok(place.ok && 'openingHours' in week && 'brand' in colour);
  if (!(place.ok && 'openingHours' in week && 'brand' in colour)) return;

  const fixture = await makeFixture('setup-answers', async (f) => {
    const site = await f.readJson('site.json');
    const holidays = specialDaysFromHolidays([{ date: '2026-11-08', name: 'Diwali' }], site.specialDays);
    assert.ok('specialDays' in holidays);
    if (!('specialDays' in holidays)) return;
    await f.editJson('site.json', (data) => {
      data.address.geo = { latitude: place.latitude, longitude: place.longitude };
      data.address.mapsUrl = place.mapsUrl;
      data.address.mapEmbedUrl = place.mapEmbedUrl;
      data.openingHours = week.openingHours;
      data.hours = week.hours;
      data.specialDays = holidays.specialDays;
    });
    await f.editJson('theme.json', (data) => {
      data.brand = colour.brand;
    });
  });
  try {
    const { problems } = await validateCatalog(fixture.dir);
    const ours = problems.filter((p) => /(site|theme)\.json$/.test(p.file)).map(formatProblem);
    assert.equal(ours, []);
  } finally {
    await fixture.cleanup();
  }
});

valid.run();
