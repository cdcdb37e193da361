import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SetupAnswers, SetupQuestion } from '../../../editor/setup/setup-protocol.ts';
import { writeSetupChange } from '../../../scripts/edit/setup-writes.ts';
import { initCafe } from '../../../scripts/init/init-command.ts';
import { setupAnswerMessages as say } from '../../../scripts/init/setup-answer-messages.ts';
import { planAnswer } from '../../../scripts/edit/setup-answers.ts';
import { readSetupState } from '../../../scripts/edit/setup-state.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';

const answers = suite('the setup’s answers, written into a new café’s catalogue');

let work = '';
answers.before.each(async () => {
  work = await mkdtemp(join(tmpdir(), 'kiln-setup-answers-'));
});
answers.after.each(() => rm(work, { recursive: true, force: true }));

async function newCafe(kind: SetupAnswers['kind']['kind']): Promise<string> {
  const done = await initCafe({ dir: join(work, 'cafe'), kind });
  if (done.outcome !== 'written') throw new Error(done.outcome);
  return done.catalog;
}

/** Plans and writes one answer, as the setup's server does: the written outcome, or the refusal's words. */
async function give<Q extends SetupQuestion>(catalog: string, question: Q, answer: SetupAnswers[Q]) {
  const plan = await planAnswer(catalog, question, answer);
  if ('message' in plan) return { refused: plan.message };
  const written = await writeSetupChange(catalog, plan.change);
  return written.ok ? { written, plan } : { refused: written.message };
}

const json = async (catalog: string, file: string) => JSON.parse(await readFile(join(catalog, file), 'utf8'));

answers(
  'should change the kind with the pages only one kind has, keeping the menu and the answers written',
  async () => {
    const catalog = await newCafe('cafe');
    await give(catalog, 'name', { name: 'Dosa Corner', tagline: '' });
    assert.not.ok(existsSync(join(catalog, 'pottery.json')));

    await give(catalog, 'kind', { kind: 'studio-cafe' });
    assert.ok(existsSync(join(catalog, 'pottery.json')), 'the studio’s pages come');
    assert.ok('/pottery' in (await json(catalog, 'pages.json')).routes);
    assert.ok(JSON.stringify((await json(catalog, 'site.json')).header).includes('/pottery'), 'and its links');
    assert.is((await readSetupState(catalog)).kind, 'studio-cafe');

    await give(catalog, 'menu', { text: 'DOSAS\nMasala Dosa 80', format: 'text' });
    await give(catalog, 'kind', { kind: 'bakery' });
    assert.not.ok(existsSync(join(catalog, 'pottery.json')), 'the studio’s placeholder pages go');
    assert.not.ok('/pottery' in (await json(catalog, 'pages.json')).routes);
    assert.not.ok(JSON.stringify(await json(catalog, 'site.json')).includes('/pottery'), 'and no link leads there');
    const site = await json(catalog, 'site.json');
    assert.equal([site.name, site.kind], ['Dosa Corner', 'bakery']);
    assert.is((await json(catalog, 'menu.json')).categories[0].items[0].name, 'Masala Dosa', 'the menu written stays');
    assert.equal((await validateCatalog(catalog)).problems, []);
  },
);

answers('should leave the kind of a catalogue kiln init did not start alone, in words', async () => {
  const fixture = await makeFixture('setup-kind');
  try {
    const plan = await planAnswer(fixture.dir, 'kind', { kind: 'bakery' });
    assert.equal(plan, { message: say.kindNotFromInit });
  } finally {
    await fixture.cleanup();
  }
});

answers('should write nothing when an answer would leave a problem, and say it in one line', async () => {
  const catalog = await newCafe('restaurant');
  const before = await readFile(join(catalog, 'site.json'), 'utf8');
  const given = await give(catalog, 'phone', { phone: 'call us', whatsapp: '' });
  assert.ok('refused' in given && /^Not saved: .*site\.json.*\/phone/.test(given.refused!), JSON.stringify(given));
  assert.is(await readFile(join(catalog, 'site.json'), 'utf8'), before, 'site.json as it was');
  assert.equal(await give(catalog, 'name', { name: '  ', tagline: 'x' }), { refused: say.noName });
});

answers('should turn the week and the holidays into hours guests read, and read them back', async () => {
  const catalog = await newCafe('cafe');
  const { week } = await readSetupState(catalog);
  const closedTuesday = week.map((d) => (d.day === 'Tuesday' ? { ...d, closed: true } : { ...d, opens: '08:00' }));
  await give(catalog, 'hours', { week: closedTuesday, holidays: [{ date: '2026-12-25', name: 'Christmas' }] });
  const site = await json(catalog, 'site.json');
  assert.is(site.hours, 'Mon, Wed–Sun 8:00 AM – 9:00 PM · Closed Tue');
  const state = await readSetupState(catalog);
  assert.equal(
    state.week,
    closedTuesday.map((d) => (d.closed ? { ...d, opens: '09:00', closes: '21:00' } : d)),
  );
  assert.equal(state.holidays, [{ date: '2026-12-25', name: 'Christmas' }]);
});

answers(
  'should make the photos after the first a Gallery page, and keep each photo’s id when they are saved again',
  async () => {
    const catalog = await newCafe('cafe');
    await mkdir(join(catalog, 'images', 'uploads'), { recursive: true });
    for (const name of ['front', 'a', 'b', 'c'])
      await writeFile(
        join(catalog, 'images', 'uploads', `${name}.jpg`),
        await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#884422' } })
          .jpeg()
          .toBuffer(),
      );
    const at = (name: string) => `images/uploads/${name}.jpg`;
    await give(catalog, 'photos', { hero: at('front'), gallery: [at('a'), at('b')] });
    assert.is((await json(catalog, 'home.json')).hero.picture.src, at('front'));
    assert.is((await json(catalog, 'site.json')).shareImage.src, at('front'), 'the link previews’ picture too');
    assert.ok('/gallery' in (await json(catalog, 'pages.json')).routes, 'a Gallery page');
    assert.ok((await json(catalog, 'home.json')).gallery, 'and its section on the home page');
    const ids = (g: { photos: { id: string; picture: { src: string } }[] }) =>
      g.photos.map((p) => [p.picture.src, p.id]);
    assert.equal(ids(await json(catalog, 'gallery.json')), [
      [at('a'), 'photo-1'],
      [at('b'), 'photo-2'],
    ]);

    await give(catalog, 'photos', { hero: at('front'), gallery: [at('c'), at('b')] });
    assert.equal(
      ids(await json(catalog, 'gallery.json')),
      [
        [at('c'), 'photo-1'],
        [at('b'), 'photo-2'],
      ],
      'b keeps its id; c takes the first free one',
    );
    assert.equal((await validateCatalog(catalog)).problems, []);
  },
);

answers('should take the place id of a Maps link for the Google reviews link, once', async () => {
  const catalog = await newCafe('cafe');
  const link = 'https://www.google.com/maps/search/?api=1&query=12.97,77.59&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4';
  await give(catalog, 'place', { link });
  await give(catalog, 'place', { link });
  const reviews = (await json(catalog, 'site.json')).socials.filter(
    (s: { network: string }) => s.network === 'google-reviews',
  );
  assert.equal(
    reviews.map((s: { placeId: string }) => s.placeId),
    ['ChIJN1t_tDeuEmsRUsoyG83frY4'],
  );
});

answers.run();
