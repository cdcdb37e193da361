import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { printValidation } from '../../../scripts/cli-messages.ts';
import { oneLine } from '../../../scripts/validate/validation-messages.ts';
import { formatProblem, type Problem } from '../../../site/core/problems/problem.ts';
import { displayPath } from '../../../scripts/validate/display-path.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture, type Fixture } from '../../cli/fixture.ts';
import { noisyPhoto, plainPng } from '../../photo-fixture.ts';

const photos = suite('validation of photos: readable by sharp, and wide enough for where they are shown');

let fixture: Fixture | undefined;
let cacheDir: string;

// One cache for the suite, as it is keyed by content: each test would otherwise open the sample's share pictures and sanitize its drawings again.
photos.before(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'kiln-photo-cache-'));
});

photos.after.each(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

photos.after(async () => {
  // Validation leaves a drawing's sanitized copy to be written to the cache as it goes on (served-drawing.ts): retried while one lands.
  await rm(cacheDir, { recursive: true, force: true, maxRetries: 5 });
});

/** A copy of the sample with `bytes` as images/<name>, which `place` puts in the catalogue. */
async function withPhoto(name: string, bytes: Buffer, place: (f: Fixture, src: string) => Promise<void>) {
  fixture = await makeFixture('photo', async (f) => {
    await writeFile(join(f.dir, 'images', name), bytes);
    await place(f, `images/${name}`);
  });
  return validateCatalog(fixture.dir, { photoCacheDir: cacheDir });
}

const asHero = (f: Fixture, src: string) => f.editJson('home.json', (home) => void (home.hero.picture.src = src));

photos('should accept a big photo in the hero with nothing to say', async () => {
  const { catalog, problems, warnings } = await withPhoto(
    'hero.jpg',
    await noisyPhoto({ width: 1600, height: 1200 }),
    asHero,
  );
  assert.ok(catalog);
  assert.equal([problems, warnings], [[], []]);
});

photos(
  'should warn, in the one-line format of every problem, of a photo narrower than its place shows it; it still builds',
  async () => {
    const { catalog, problems, warnings } = await withPhoto(
      'hero.jpg',
      await noisyPhoto({ width: 600, height: 450 }),
      asHero,
    );
    assert.ok(catalog, 'a warning does not stop the catalogue');
    assert.equal(problems, []);
    const at = await fixture!.position('home.json', ['hero', 'picture', 'src']);
    assert.equal(warnings.map(formatProblem), [
      `${displayPath(join(fixture!.dir, 'home.json'))}:${at} /hero/picture/src warning: ${displayPath(join(fixture!.dir, 'images/hero.jpg'))} is 600 px wide, ` +
        'but the site can show it 1200 px wide (on sharp, high-density screens), where it will look soft: use a photo at least 1200 px wide',
    ]);
    assert.is(warnings[0]!.warning, true);
  },
);

photos(
  'should measure a photo against every place that shows it: the gallery opens it large, a menu tab shows it small',
  async () => {
    const { warnings } = await withPhoto('bowl.jpg', await noisyPhoto({ width: 1000, height: 750 }), async (f, src) => {
      await f.editJson('gallery.json', (gallery) => void (gallery.photos[2].picture.src = src));
      await f.editJson('menu.json', (menu) => void (menu.categories[5]!.image!.src = src));
    });
    assert.equal(
      warnings.map((w) => [w.pointer, w.message.replace(/^.* is /, '')]),
      [
        [
          '/photos/2/picture/src',
          '1000 px wide, but the site can show it 1600 px wide (on sharp, high-density screens), where it will look soft: use a photo at least 1600 px wide',
        ],
      ],
    );
  },
);

photos(
  'should report a file sharp cannot read as a problem, with file, place and reason, and stop the catalogue',
  async () => {
    const { catalog, problems, warnings } = await withPhoto('hero.jpg', Buffer.from('not a photo at all'), asHero);
    assert.is(catalog, undefined);
    assert.equal(warnings, []);
    const at = await fixture!.position('home.json', ['hero', 'picture', 'src']);
    assert.equal(problems.map(formatProblem), [
      `${displayPath(join(fixture!.dir, 'home.json'))}:${at} /hero/picture/src picture file ${displayPath(join(fixture!.dir, 'images/hero.jpg'))} ` +
        'cannot be read as a photo (Input buffer contains unsupported image format): save it again as a JPEG, PNG or WebP',
    ]);
  },
);

photos(
  'should give the reason sharp cannot read a photo in one line, however many it gave (a HEIF photo renamed .jpg)',
  async () => {
    // A phone's HEIF photo, cut short: libvips explains it in over a dozen lines, most of them "source: bad seek to …".
    const heif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0603a' } })
      .avif()
      .toBuffer();
    const { problems } = await withPhoto('hero.jpg', heif.subarray(0, 100), asHero);
    assert.equal(
      problems.map((p) => p.pointer),
      ['/hero/picture/src'],
    );
    const [line, ...more] = formatProblem(problems[0]!).split('\n');
    assert.equal(more, [], 'one line');
    assert.match(line!, /cannot be read as a photo \([^()]+\): save it again as a JPEG, PNG or WebP$/);
    assert.not.match(line!, 'bad seek');
  },
);

photos('oneLine should keep the first meaningful line of a reason', () => {
  const libvips =
    "Input buffer has corrupt header: source: bad seek to 1024\nsource: bad seek to 512\nheif: Invalid input: No 'meta' box";
  assert.is(oneLine(libvips), 'Input buffer has corrupt header');
  assert.is(
    oneLine("\n  EACCES: permission denied, open 'catalog/menu.json'\n"),
    "EACCES: permission denied, open 'catalog/menu.json'",
  );
  assert.is(
    oneLine('Input buffer contains unsupported image format'),
    'Input buffer contains unsupported image format',
  );
});

photos('should report a photo cut short (a copy that stopped halfway)', async () => {
  const photo = await noisyPhoto({ width: 1600, height: 1200 });
  const { problems } = await withPhoto('hero.jpg', photo.subarray(0, photo.length / 3), asHero);
  assert.equal(
    problems.map((p) => p.pointer),
    ['/hero/picture/src'],
  );
  assert.match(problems[0]!.message, 'cannot be read as a photo');
});

photos('should check a photo only linked for link previews too: the share picture is made from it', async () => {
  const { problems } = await withPhoto('share.png', Buffer.from('not a png'), (f, src) =>
    f.editJson('site.json', (site) => void (site.shareImage.src = src)),
  );
  assert.equal(
    problems.map((p) => [p.file.endsWith('site.json'), p.pointer]),
    [[true, '/shareImage/src']],
  );
});

const asShareImage = (f: Fixture, src: string) => f.editJson('site.json', (site) => void (site.shareImage.src = src));

/** The one problem found, as printed, with the fixture's folder written as <dir>. */
const onlyProblem = (problems: Problem[]) =>
  problems.map(formatProblem).map((line) => line.split(displayPath(fixture!.dir)).join('<dir>'));

photos(
  'should refuse a photo of more pixels than sharp opens, saying its size (not that it cannot be read)',
  async () => {
    const { problems } = await withPhoto('hero.png', plainPng({ width: 16384, height: 16384 }), asHero);
    const at = await fixture!.position('home.json', ['hero', 'picture', 'src']);
    assert.equal(onlyProblem(problems), [
      `<dir>/home.json:${at} /hero/picture/src picture file <dir>/images/hero.png is 16,384 × 16,384 px (268.5 megapixels), ` +
        'more than the 268.4 megapixels a picture may have: save it smaller',
    ]);
  },
);

photos(
  'should refuse a share picture too long and thin to draw a link preview from, a photo as well as a drawing',
  async () => {
    const { problems } = await withPhoto('share.png', plainPng({ width: 1, height: 300_000 }), asShareImage);
    const at = await fixture!.position('site.json', ['shareImage', 'src']);
    assert.equal(onlyProblem(problems), [
      `<dir>/site.json:${at} /shareImage/src picture file <dir>/images/share.png is 1 × 300,000 px, too long and thin for a link preview: ` +
        'to cut 1,200 × 630 px from its middle it would be drawn 1,200 × 360,000,000 px, more than the 32,767 px a side that can be drawn: crop it or choose another picture',
    ]);
  },
);

photos('should open a share picture of any kind sharp draws: a broken GIF is refused too', async () => {
  const { problems } = await withPhoto('share.gif', Buffer.from('GIF89a, or so it says'), asShareImage);
  const at = await fixture!.position('site.json', ['shareImage', 'src']);
  assert.equal(onlyProblem(problems), [
    `<dir>/site.json:${at} /shareImage/src picture file <dir>/images/share.gif cannot be drawn as a link preview ` +
      '(Input buffer has corrupt header: gifload_buffer: Unexpected end of GIF source data): save it again as a JPEG, PNG or WebP',
  ]);
});

photos('should let a long panorama be a share picture, and a store photo too: it is cut from the middle', async () => {
  const panorama = await noisyPhoto({ width: 4000, height: 500 });
  const { catalog, problems } = await withPhoto('panorama.jpg', panorama, async (f, src) => {
    await asShareImage(f, src);
    await f.editJson('store.json', (store) => void (store.products[0].picture.src = src));
  });
  assert.equal(problems, []);
  assert.ok(catalog);
});

/** What `print` wrote to stdout and stderr, line by line. */
function printed(print: () => boolean): { ok: boolean; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (line: string) => void out.push(line);
  console.error = (line: string) => void err.push(line);
  try {
    return { ok: print(), out, err };
  } finally {
    Object.assign(console, { log, error });
  }
}

photos(
  'printValidation (what kiln validate prints) should list a warning like a problem, and still call the catalogue valid',
  () => {
    const warning: Problem = {
      file: 'catalog/about.json',
      pointer: '/story/picture/src',
      line: 15,
      column: 14,
      message: 'images/story.jpg is 700 px wide…',
      warning: true,
    };
    const problem: Problem = {
      file: 'catalog/about.json',
      pointer: '/story/heading',
      line: 9,
      column: 16,
      message: 'must not be empty',
    };
    assert.equal(
      printed(() => printValidation({ problems: [], warnings: [warning] }, 'catalog')),
      {
        ok: true,
        out: ['catalog: the catalogue is valid.'],
        err: ['catalog/about.json:15:14 /story/picture/src warning: images/story.jpg is 700 px wide…'],
      },
    );
    assert.equal(
      printed(() => printValidation({ problems: [problem], warnings: [warning] }, 'catalog')),
      {
        ok: false,
        out: [],
        err: [
          'catalog/about.json:9:16 /story/heading must not be empty',
          'catalog/about.json:15:14 /story/picture/src warning: images/story.jpg is 700 px wide…',
        ],
      },
    );
    const json = printed(() => printValidation({ problems: [], warnings: [warning] }, 'catalog', { json: true }));
    assert.equal([json.ok, JSON.parse(json.out[0]!)], [true, [warning]]);
  },
);

photos.run();
