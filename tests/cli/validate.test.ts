import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { kiln, kilnWithin, lines, makeFixture, type Fixture, type Run } from './fixture.ts';

/**
 * The sample catalogue should be clean (the first test pins that); the scenarios below compare
 * against its own problems anyway, so one engineer's unfinished file does not hide what a
 * scenario is about: each must add exactly its one line.
 */
const baseline = lines(kiln('validate', '--catalog', 'tests/fixtures/catalog').stderr);

/** Runs `kiln validate` on a fixture; its problem lines with the folder shown as "catalog/", minus the sample's own. */
function validate(fixture: Fixture, ...flags: string[]): Run & { added: string[] } {
  const run = kiln('validate', '--catalog', fixture.dir, ...flags);
  const added = lines(run.stderr.replaceAll(`${fixture.dir}/`, 'tests/fixtures/catalog/')).filter(
    (l) => !baseline.includes(l),
  );
  return { ...run, added };
}

const cli = suite('kiln validate');

cli('should say the sample catalogue is valid and exit 0', () => {
  const run = kiln('validate', '--catalog', 'tests/fixtures/catalog');
  assert.is(run.stderr, '');
  assert.is(run.stdout, 'tests/fixtures/catalog: the catalogue is valid.\n');
  assert.is(run.code, 0);
});

cli(
  'should read a file saved with a byte-order mark (Windows Notepad) like any other, and place its problems the same',
  async () => {
    const fixture = await makeFixture('bom', async (f) => {
      await f.editJson('site.json', (s) => void (s.phone = 9845012345));
      await f.writeText('menu.json', `\uFEFF${await f.readText('menu.json')}`);
      await f.writeText('site.json', `\uFEFF${await f.readText('site.json')}`);
    });
    try {
      const run = validate(fixture);
      const at = await fixture.position('site.json', ['phone']);
      assert.equal(
        run.added,
        [`tests/fixtures/catalog/site.json:${at} /phone must be text in double quotes, got 9845012345`],
        'menu.json is fine; site.json has its one problem',
      );
    } finally {
      await fixture.cleanup();
    }
  },
);

cli(
  'should say so in one line, not crash, when a file nests tens of thousands deep, as JSON or as broken JSON',
  async () => {
    // Written as text: JSON.stringify itself cannot go that deep.
    const fixture = await makeFixture('too-deep', async (f) => {
      const deep = (file: string, tail: string) =>
        f
          .readText(file)
          .then((text) =>
            f.writeText(
              file,
              `${text.trimEnd().slice(0, -1)}, "x": ${'['.repeat(20_000)}${']'.repeat(20_000)}${tail}}\n`,
            ),
          );
      await deep('faq.json', '');
      await deep('press.json', ',');
    });
    try {
      const run = validate(fixture);
      assert.is(run.code, 1);
      assert.is(
        run.added[0],
        'tests/fixtures/catalog/faq.json:1:1 nests blocks and lists more than 64 deep, which no catalogue file does: check the brackets',
      );
      assert.match(
        run.added[1]!,
        /^tests\/fixtures\/catalog\/press\.json:\d+:\d+ nests blocks and lists more than 64 deep, which no catalogue file does: check the brackets$/,
      );
      assert.is(run.added.length, 2);
      assert.not.match(run.stderr, /Internal error/);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli('should exit 1 and name file, line, column and field for a value of the wrong type', async () => {
  const fixture = await makeFixture('wrong-type', (f) => f.editJson('site.json', (s) => void (s.phone = 9845012345)));
  try {
    const run = validate(fixture);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${await fixture.position('site.json', ['phone'])} /phone must be text in double quotes, got 9845012345`,
    ]);
    assert.is(run.stdout, '');
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a hub reservation on a day that does not exist, or at a time that does not', async () => {
  const fixture = await makeFixture('hub-date', (f) =>
    f.editJson('hub.json', (h) => {
      h.reservations.items[0].date = '2025-02-30';
      h.reservations.items[1].time = '25:00';
    }),
  );
  try {
    const run = validate(fixture);
    assert.equal(run.added, [
      `tests/fixtures/catalog/hub.json:${await fixture.position('hub.json', ['reservations', 'items', 0, 'date'])} /reservations/items/0/date must be a real calendar date written YYYY-MM-DD, e.g. "2025-10-08", got "2025-02-30"`,
      `tests/fixtures/catalog/hub.json:${await fixture.position('hub.json', ['reservations', 'items', 1, 'time'])} /reservations/items/1/time must look like "18:30", got "25:00"`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a missing required field, pointing at the block that lacks it', async () => {
  const fixture = await makeFixture('missing-field', (f) =>
    f.editJson('site.json', (s) => void delete s.footer.newsletter.button),
  );
  try {
    const run = validate(fixture);
    const at = await fixture.position('site.json', ['footer', 'newsletter']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${at} /footer/newsletter is missing the required field "button"`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for an unknown field and suggest the one meant', async () => {
  const fixture = await makeFixture('unknown-field', (f) =>
    f.editJson('site.json', (s) => {
      s.labels.clsoe = s.labels.close;
      delete s.labels.close;
    }),
  );
  try {
    const run = validate(fixture);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${await fixture.position('site.json', ['labels'])} /labels is missing the required field "close"`,
      `tests/fixtures/catalog/site.json:${await fixture.position('site.json', ['labels', 'clsoe'], { key: true })} /labels/clsoe is not a known field (did you mean "close"?)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

/** The first list of { "id" } blocks in the catalogue with two items: [file, path to the list]. */
async function firstIdList(f: Fixture): Promise<[string, (string | number)[]]> {
  for (const file of [
    'menu.json',
    'gallery.json',
    'events.json',
    'hubs.json',
    'faq.json',
    'testimonials.json',
    'home.json',
  ]) {
    const found = findIdList(await f.readJson(file), []);
    if (found) return [file, found];
  }
  throw new Error('no list of ids in the sample catalogue');
}
function findIdList(value: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (Array.isArray(value)) {
    if (value.length >= 2 && value.every((v) => typeof v?.id === 'string')) return path;
    for (const [i, v] of value.entries()) {
      const found = findIdList(v, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = findIdList(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

cli('should exit 1 when a package gives a single price beside adult and kid prices', async () => {
  const fixture = await makeFixture('price-conflict', (f) =>
    f.editJson('packages.json', (p) => void (p.groups.party.items[0].price = 800)),
  );
  try {
    const run = validate(fixture);
    assert.equal(run.added, [
      `tests/fixtures/catalog/packages.json:${await fixture.position('packages.json', ['groups', 'party', 'items', 0, 'priceAdult'])} /groups/party/items/0/priceAdult is not allowed here (this field cannot be combined with the others given beside it)`,
      `tests/fixtures/catalog/packages.json:${await fixture.position('packages.json', ['groups', 'party', 'items', 0, 'priceKid'])} /groups/party/items/0/priceKid is not allowed here (this field cannot be combined with the others given beside it)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a duplicate id, saying where it was first used', async () => {
  let file = '';
  let path: (string | number)[] = [];
  let id = '';
  const fixture = await makeFixture('duplicate-id', async (f) => {
    [file, path] = await firstIdList(f);
    await f.editJson(file, (data) => {
      const list = path.reduce((node: any, key) => node[key], data);
      id = list[0].id;
      list[1].id = id;
    });
  });
  try {
    const run = validate(fixture);
    const pointer = `/${path.join('/')}`;
    const at = await fixture.position(file, [...path, 1, 'id']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/${file}:${at} ${pointer}/1/id duplicate id "${id}" (first used at ${pointer}/0)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a link to a page that does not exist, suggesting the closest page', async () => {
  let index = -1;
  const fixture = await makeFixture('unknown-link', (f) =>
    f.editJson('site.json', (s) => {
      index = s.header.nav.findIndex((item: { href?: string }) => item.href === '/menu');
      s.header.nav[index].href = '/menus';
    }),
  );
  try {
    const run = validate(fixture);
    const at = await fixture.position('site.json', ['header', 'nav', index, 'href']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${at} /header/nav/${index}/href must be a page of this site (like "/menu", "/#faq" or "/product/<id>"), got "/menus" (did you mean "/menu"?)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a picture whose file is missing', async () => {
  const fixture = await makeFixture('missing-image', (f) => f.remove('images/logo.svg'));
  try {
    const run = validate(fixture);
    const at = await fixture.position('site.json', ['logo', 'src']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${at} /logo/src image file not found: tests/fixtures/catalog/images/logo.svg`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a picture outside catalog/images/, which the build would not copy', async () => {
  const fixture = await makeFixture('picture-outside-images', async (f) => {
    // The file exists, so only the folder is wrong: before, this passed and then 404'd on the site.
    await mkdir(join(f.dir, 'menu'));
    await f.writeText('menu/cake.png', '');
    await f.editJson('menu.json', (m) => void (m.categories[0]!.image!.src = 'menu/cake.png'));
  });
  try {
    const run = validate(fixture);
    const at = await fixture.position('menu.json', ['categories', 0, 'image', 'src']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/menu.json:${at} /categories/0/image/src must be a picture in the catalog/images/ folder, written like "images/menu/cake.svg", got "menu/cake.png" (did you mean "images/menu/cake.png"?)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a picture that is a symlink leading out of catalog/images/', async () => {
  const fixture = await makeFixture('picture-symlink', async (f) => {
    await f.remove('images/logo.svg');
    await symlink(join(f.dir, 'site.json'), join(f.dir, 'images/logo.svg'));
  });
  try {
    const run = validate(fixture);
    const at = await fixture.position('site.json', ['logo', 'src']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${at} /logo/src picture file tests/fixtures/catalog/images/logo.svg is a shortcut (symlink) to a file outside catalog/images/: copy the picture itself into catalog/images/`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 with one line per unsafe link, saying what is accepted and why not', async () => {
  const fixture = await makeFixture('unsafe-links', async (f) => {
    await f.editJson('gallery.json', (g) => void (g.tag.link.href = 'http://www.instagram.com/theclaytable.blr'));
    await f.editJson('press.json', (p) => void (p.items[0].href = 'vbscript:msgbox(1)'));
    await f.editJson('site.json', (s) => {
      s.address.mapsUrl = 'https://user:pw@maps.example.com';
      s.address.mapEmbedUrl = 'data:text/html,<script>alert(1)</script>';
      s.reservationFormUrl = '//evil.com/reserve';
      s.socials[0].href = 'javascript:alert(1)';
      s.socials[1].href = ' javascript:alert(1)';
      s.socials[2].href = 'https://www.youtube.com/@theclaytable';
      s.socials.push({
        network: 'whatsapp',
        label: 'Chat with The Clay Table on WhatsApp',
        href: 'https://www.whatsapp.com/theclaytable',
      });
      s.urls.hub = 'JAVASCRIPT:alert(1)';
    });
  });
  try {
    const run = validate(fixture);
    const at = (file: string, path: (string | number)[]) =>
      fixture.position(file, path).then((p) => `tests/fixtures/catalog/${file}:${p}`);
    const web = 'must be a full web address starting with https://';
    assert.equal(run.added, [
      `${await at('gallery.json', ['tag', 'link', 'href'])} /tag/link/href ${web}, got "http://www.instagram.com/theclaytable.blr" (plain http:// is not secure: write https://)`,
      `${await at('press.json', ['items', 0, 'href'])} /items/0/href ${web}, got "vbscript:msgbox(1)" (vbscript: links are not allowed)`,
      `${await at('site.json', ['address', 'mapsUrl'])} /address/mapsUrl ${web}, got "https://user:pw@maps.example.com" (leave out the user name and password before the @)`,
      `${await at('site.json', ['address', 'mapEmbedUrl'])} /address/mapEmbedUrl ${web}, got "data:text/html,<script>alert(1)</script>" (data: links are not allowed)`,
      `${await at('site.json', ['reservationFormUrl'])} /reservationFormUrl ${web}, got "//evil.com/reserve" (write https: before the //)`,
      `${await at('site.json', ['socials', 0, 'href'])} /socials/0/href ${web}, got "javascript:alert(1)" (javascript: links are not allowed)`,
      `${await at('site.json', ['socials', 1, 'href'])} /socials/1/href ${web}, got " javascript:alert(1)" (javascript: links are not allowed)`,
      `${await at('site.json', ['socials', 4, 'href'])} /socials/4/href must be a WhatsApp chat link: https://wa.me/ then the number with country code, digits only, like "https://wa.me/919845012345", got "https://www.whatsapp.com/theclaytable"`,
      `${await at('site.json', ['urls', 'hub'])} /urls/hub ${web}, got "JAVASCRIPT:alert(1)" (javascript: links are not allowed)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for broken JSON with the line and column of the mistake', async () => {
  let at = '';
  const fixture = await makeFixture('broken-json', async (f) => {
    const text = await f.readText('site.json');
    const broken = text.replace(/("tagline": "[^"]*"),/, '$1');
    // The parser stops at the next field, where the comma was expected.
    const next = broken.indexOf(
      '"',
      broken.indexOf('"tagline"') + '"tagline": "'.length + 1 + JSON.parse(text).tagline.length + 1,
    );
    const before = broken.slice(0, next).split('\n');
    at = `${before.length}:${before.at(-1)!.length + 1}`;
    await f.writeText('site.json', broken);
  });
  try {
    const run = validate(fixture);
    assert.equal(run.added, [`tests/fixtures/catalog/site.json:${at} broken JSON: expected a comma or closing brace`]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli(
  'should exit 0 but warn, one line each, of a menu price typed in rupees, a WhatsApp number without its country code, an event dated one day and announced for another, and a field given twice',
  async () => {
    const fixture = await makeFixture('warnings', async (f) => {
      await f.editJson('menu.json', (m) => void (m.categories[0]!.sections![0]!.items[0].price = 290));
      await f.editJson('site.json', (s) => void (s.whatsapp = '9845012345'));
      await f.editJson('events.json', (e) => {
        e.events[3].date = '2025-10-19';
        e.events[3].displayDate = 'Saturday, 18 October 2025';
      });
      const faq = await f.readText('faq.json');
      await f.writeText(
        'faq.json',
        faq.replace(/\n(\s*)"\$schema": ("[^"]*"),/, '\n$1"$schema": $2,\n$1"$schema": $2,'),
      );
    });
    try {
      const run = validate(fixture);
      const at = (file: string, path: (string | number)[], options?: { key?: boolean }) =>
        fixture.position(file, path, options).then((p) => `tests/fixtures/catalog/${file}:${p}`);
      const faqLines = (await fixture.readText('faq.json')).split('\n');
      const first = faqLines.findIndex((l) => l.includes('"$schema"')) + 1;
      assert.equal(run.added, [
        `${await at('events.json', ['events', 3, 'displayDate'])} /events/3/displayDate warning: "Saturday, 18 October 2025" does not match the date 2025-10-19, which is Sunday, 19 October 2025: correct whichever is wrong`,
        `tests/fixtures/catalog/faq.json:${first + 1}:3 /$schema warning: "$schema" is given twice in this block, on lines ${first} and ${first + 1}: only the last one counts, so delete the other`,
        `${await at('menu.json', ['categories', 0, 'sections', 0, 'items', 0, 'price'])} /categories/0/sections/0/items/0/price warning: 290 paise is ₹2.90: menu prices are in paise, so ₹290 is written 29000`,
        `${await at('site.json', ['whatsapp'])} /whatsapp warning: "9845012345" seems to lack the country code, which wa.me needs: write it in front, e.g. India's 91: "919845012345"`,
      ]);
      assert.is(run.stdout, `${fixture.dir}: the catalogue is valid.\n`);
      assert.is(run.code, 0);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli(
  'should exit 1 for a price written as text or with a fraction, saying its unit and how the price is written',
  async () => {
    const fixture = await makeFixture('price-text', async (f) => {
      await f.editJson('menu.json', (m) => {
        m.categories[0]!.sections![0]!.items[0].price = '₹290';
        m.categories[0]!.sections![0]!.items[1].price = 290.5;
      });
      await f.editJson('store.json', (s) => void (s.emulator.products[0].variants[1].price = '1450.00'));
    });
    try {
      const run = validate(fixture);
      const at = (file: string, path: (string | number)[]) =>
        fixture.position(file, path).then((p) => `tests/fixtures/catalog/${file}:${p}`);
      assert.equal(run.added, [
        `${await at('menu.json', ['categories', 0, 'sections', 0, 'items', 0, 'price'])} /categories/0/sections/0/items/0/price must be a whole number of paise, got "₹290" (₹290 is written 29000)`,
        `${await at('menu.json', ['categories', 0, 'sections', 0, 'items', 1, 'price'])} /categories/0/sections/0/items/1/price must be a whole number of paise, got 290.5 (₹290.50 is written 29050)`,
        `${await at('store.json', ['emulator', 'products', 0, 'variants', 1, 'price'])} /emulator/products/0/variants/1/price must be a whole number of cents, got "1450.00" (1450.00 is written 145000)`,
      ]);
      assert.is(run.code, 1);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli('should exit 1 for a sale price that is not below the regular price', async () => {
  const fixture = await makeFixture('sale-price', (f) =>
    f.editJson('store.json', (s) => void (s.emulator.products[0].variants[0].salePrice = 150000)),
  );
  try {
    const run = validate(fixture);
    const at = await fixture.position('store.json', ['emulator', 'products', 0, 'variants', 0, 'salePrice']);
    assert.equal(run.added, [
      `tests/fixtures/catalog/store.json:${at} /emulator/products/0/variants/0/salePrice must be less than the regular "price" beside it (145000), got 150000`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for a link to a part of the home page that does not exist, suggesting the one meant', async () => {
  const fixture = await makeFixture('unknown-anchor', async (f) => {
    await f.editJson('home.json', (h) => void (h.hero.cta.href = '#reservation'));
    await f.editJson('site.json', (s) => void (s.footer.links[3].href = '/#faqs'));
  });
  try {
    const run = validate(fixture);
    const at = (file: string, path: (string | number)[]) =>
      fixture.position(file, path).then((p) => `tests/fixtures/catalog/${file}:${p}`);
    assert.equal(run.added, [
      `${await at('home.json', ['hero', 'cta', 'href'])} /hero/cta/href links to a part of the page "/" that does not exist: "#reservation" (did you mean "#reservations"?)`,
      `${await at('site.json', ['footer', 'links', 3, 'href'])} /footer/links/3/href links to a part of the page "/" that does not exist: "/#faqs" (did you mean "/#faq"?)`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 for curly quotes an editor put in for straight ones, saying so where they are', async () => {
  let at = '';
  const fixture = await makeFixture('curly-quotes', async (f) => {
    const text = await f.readText('site.json');
    const start = text.indexOf('"tagline"');
    await f.writeText('site.json', `${text.slice(0, start)}“tagline”${text.slice(start + '"tagline"'.length)}`);
    const before = text.slice(0, start).split('\n');
    at = `${before.length}:${before.at(-1)!.length + 1}`;
  });
  try {
    const run = validate(fixture);
    assert.equal(run.added, [
      `tests/fixtures/catalog/site.json:${at} broken JSON: your editor put in curly quotes (“ ” or ‘ ’): JSON needs straight double quotes "`,
    ]);
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

cli('should exit 1 with one line for a catalogue folder that does not exist', () => {
  const run = kiln('validate', '--catalog', 'no-such-folder');
  assert.is(run.stderr, 'no-such-folder:1:1 catalogue folder not found (check --catalog)\n');
  assert.is(run.code, 1);
});

cli('should print the problems as a JSON array with --json', async () => {
  const fixture = await makeFixture('json', (f) => f.remove('images/logo.svg'));
  try {
    const run = kiln('validate', '--catalog', fixture.dir, '--json');
    const [line, column] = (await fixture.position('site.json', ['logo', 'src'])).split(':').map(Number);
    const problems = JSON.parse(run.stdout);
    assert.ok(Array.isArray(problems));
    assert.ok(
      problems.some(
        (p: unknown) =>
          JSON.stringify(p) ===
          JSON.stringify({
            file: `${fixture.dir}/site.json`,
            pointer: '/logo/src',
            line,
            column,
            message: `image file not found: ${fixture.dir}/images/logo.svg`,
          }),
      ),
      run.stdout,
    );
    assert.is(run.stderr, '');
    assert.is(run.code, 1);
  } finally {
    await fixture.cleanup();
  }
});

/** The main courses made `count` copies of the first, each priced "₹320" (a slip repeated down a long menu): `count` problems in menu.json. */
const bulkSlip = (count: number) => (f: Fixture) =>
  f.editJson('menu.json', (menu) => {
    const [dish] = menu.categories[1]!.sections![0]!.items;
    menu.categories[1]!.sections![0]!.items = Array.from({ length: count }, (_, i) => ({
      ...dish,
      id: `dish-${i + 1}`,
      price: '₹320',
    }));
  });

cli(
  'should list the first 200 of 16,000 problems and count the rest, in seconds, and keep them all with --json',
  async () => {
    const fixture = await makeFixture('bulk-slip', bulkSlip(16_000));
    try {
      // Each problem used to parse its file again: 4,000 took 138 s, 16,000 had not ended after 300 s.
      // It takes seconds now: a minute is a bound that code missed by orders of magnitude.
      const run = kilnWithin(60_000, 'validate', '--catalog', fixture.dir);
      assert.ok(run.code !== null, 'validate ended within a minute');
      const printed = lines(run.stderr.replaceAll(`${fixture.dir}/`, 'tests/fixtures/catalog/'));
      const problem = async (i: number) =>
        `tests/fixtures/catalog/menu.json:${await fixture.position('menu.json', ['categories', 1, 'sections', 0, 'items', i, 'price'])} /categories/1/sections/0/items/${i}/price must be a whole number of paise, got "₹320" (₹320 is written 32000)`;
      assert.is(printed.length, 201);
      assert.is(printed[0], await problem(0));
      assert.is(printed[199], await problem(199));
      assert.is(printed[200], '… and 15800 more problems (run "npm run kiln -- validate --json" to list them all)');
      assert.is(run.code, 1);

      const json = kilnWithin(60_000, 'validate', '--catalog', fixture.dir, '--json');
      const all = JSON.parse(json.stdout) as { pointer: string }[];
      assert.is(all.length, 16_000);
      assert.is(all.at(-1)!.pointer, '/categories/1/sections/0/items/15999/price');
      assert.is(json.code, 1);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli(
  'should say in one line, and not wait forever or fill the memory, when a catalogue file is a pipe, a device, a folder or 25 MB',
  async () => {
    const fixture = await makeFixture('not-a-file', async (f) => {
      for (const file of ['about.json', 'careers.json', 'faq.json', 'press.json', 'schemas/offers.schema.json'])
        await f.remove(file);
      // A named pipe nothing writes to: reading it waits forever.
      execFileSync('mkfifo', [join(f.dir, 'faq.json'), join(f.dir, 'schemas/offers.schema.json')]);
      // Endless: it took 22 s and 1.1 GB before running out of string length.
      await symlink('/dev/urandom', join(f.dir, 'press.json'));
      await mkdir(join(f.dir, 'careers.json'));
      await f.writeText('about.json', '');
      await truncate(join(f.dir, 'about.json'), 25 * 1024 * 1024);
    });
    try {
      const run = kilnWithin(60_000, 'validate', '--catalog', fixture.dir);
      assert.ok(run.code !== null, 'validate ended within a minute');
      const notAFile = (kind: string) =>
        `is a ${kind} (or a shortcut to one), not an ordinary file: a catalogue file must be a file of JSON text`;
      assert.equal(lines(run.stderr.replaceAll(`${fixture.dir}/`, 'tests/fixtures/catalog/')), [
        'tests/fixtures/catalog/about.json:1:1 is 25 MB, more than any catalogue file needs (at most 20 MB): check that it is the right file',
        `tests/fixtures/catalog/careers.json:1:1 ${notAFile('folder')}`,
        `tests/fixtures/catalog/faq.json:1:1 ${notAFile('named pipe')}`,
        `tests/fixtures/catalog/press.json:1:1 ${notAFile('device')}`,
        `tests/fixtures/catalog/schemas/offers.schema.json:1:1 ${notAFile('named pipe')}`,
      ]);
      assert.is(run.code, 1);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli(
  'should say in one line, not crash, where a text of ten million characters is (a picture pasted into a field)',
  async () => {
    const pasted = `data:image/png;base64,${'A'.repeat(10_000_000)}`;
    const fixture = await makeFixture('long-text', (f) => f.editJson('site.json', (s) => void (s.logo.src = pasted)));
    try {
      const run = validate(fixture);
      const at = await fixture.position('site.json', ['logo', 'src']);
      assert.equal(run.added, [
        `tests/fixtures/catalog/site.json:${at} /logo/src is ${pasted.length} characters long, more than any text in a catalogue needs (at most 1000000): check what was pasted here`,
      ]);
      assert.is(run.code, 1);
    } finally {
      await fixture.cleanup();
    }
  },
);

cli('should print an empty JSON array for a valid catalogue with --json', () => {
  const run = kiln('validate', '--catalog', 'tests/fixtures/catalog', '--json');
  assert.equal(JSON.parse(run.stdout), []);
  assert.is(run.code, 0);
});

cli('should exit 2 for an unknown flag, saying what it did not know and how to get help', () => {
  const run = kiln('validate', '--catalog', 'tests/fixtures/catalog', '--jsno');
  const out = lines(run.stderr);
  assert.match(out[0]!, /^error: unknown option '--jsno'/);
  assert.ok(out.includes('(run "npm run kiln -- --help" for usage)'), run.stderr);
  assert.is(run.stdout, '');
  assert.is(run.code, 2);
});

cli.run();
