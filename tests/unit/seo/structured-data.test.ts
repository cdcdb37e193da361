import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cafeLd } from '../../../scripts/seo/cafe-ld.ts';
import { eventsLd } from '../../../scripts/seo/events-ld.ts';
import { menuLd } from '../../../scripts/seo/menu-ld.ts';
import { siteSeo } from '../../../scripts/seo/site-seo.ts';
import { menuDishes } from '../../../site/core/catalog/menu.ts';
import { splitEvents } from '../../../site/core/lib/split-events.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const SITE = 'https://www.theclaytable.in';
/** As search engines read it: undefined properties are gone. */
const asJson = <T>(value: T): any => JSON.parse(JSON.stringify(value));

const cafe = suite('cafeLd: the studio as a café and restaurant');

cafe('should tell search engines the kind of place site.json names: a bakery, a café, a restaurant', async () => {
  const { site } = await sampleCatalog();
  const typeOf = (kind: typeof site.kind) => asJson(cafeLd({ site: { ...site, kind }, siteUrl: SITE }))['@type'];
  assert.is(typeOf('bakery'), 'Bakery');
  assert.is(typeOf('cafe'), 'CafeOrCoffeeShop');
  assert.is(typeOf('restaurant'), 'Restaurant');
  assert.is(typeOf('studio-cafe'), 'CafeOrCoffeeShop');
  assert.equal(typeOf(undefined), ['CafeOrCoffeeShop', 'Restaurant'], 'a place of no stated kind is both');
});

cafe(
  'should carry the address, coordinates, opening hours, phone, menu, price range, reservations and social pages',
  async () => {
    const { site } = await sampleCatalog();
    const ld = asJson(cafeLd({ site, siteUrl: SITE, image: `${SITE}/share/x.png` }));
    assert.equal(ld['@type'], ['CafeOrCoffeeShop', 'Restaurant']);
    assert.is(ld['@id'], `${SITE}/#cafe`);
    assert.is(ld.name, 'The Clay Table');
    assert.is(ld.url, `${SITE}/`);
    assert.is(ld.image, `${SITE}/share/x.png`);
    assert.is(ld.telephone, site.phone);
    assert.equal(ld.address, {
      '@type': 'PostalAddress',
      streetAddress: '42, 12th Main Road, HAL 2nd Stage, Indiranagar',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560038',
      addressCountry: 'IN',
    });
    assert.equal(ld.geo, {
      '@type': 'GeoCoordinates',
      latitude: site.address.geo.latitude,
      longitude: site.address.geo.longitude,
    });
    // SPEC §9: open daily 11:00 AM to 10:00 PM.
    assert.equal(ld.openingHoursSpecification, [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '11:00',
        closes: '22:00',
      },
    ]);
    assert.is(ld.priceRange, '₹₹');
    assert.is(ld.hasMenu, `${SITE}/menu`);
    assert.is(ld.acceptsReservations, `${SITE}/reservations`);
    assert.equal(ld.sameAs, [
      'https://www.instagram.com/theclaytable.blr',
      'https://www.facebook.com/theclaytable.blr',
      'https://www.youtube.com/@theclaytable',
      'https://x.com/theclaytable',
    ]);
  },
);

cafe('should leave WhatsApp chat links out of sameAs: they are not a profile', async () => {
  const { site } = await sampleCatalog();
  site.socials.push({ network: 'whatsapp', label: 'Chat', href: 'https://wa.me/919845012345' });
  assert.not.ok(cafeLd({ site, siteUrl: SITE }).sameAs.some((href) => href.includes('wa.me')));
});

cafe('should name listings in sameAs, but not the Google review box made from a place id', async () => {
  const { site } = await sampleCatalog();
  site.socials.push(
    { network: 'zomato', label: 'Order on Zomato', href: 'https://www.zomato.com/bangalore/the-clay-table' },
    { network: 'google-reviews', label: 'Review us on Google', placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
  );
  const { sameAs } = cafeLd({ site, siteUrl: SITE });
  assert.ok(sameAs.includes('https://www.zomato.com/bangalore/the-clay-table'));
  assert.not.ok(sameAs.some((href) => href.includes('google')));
});

cafe(
  'should leave out every address it cannot make without a site URL, and still say yes to reservations',
  async () => {
    const { site } = await sampleCatalog();
    const ld = asJson(cafeLd({ site }));
    for (const key of ['@id', 'url', 'logo', 'image', 'hasMenu']) assert.not.ok(key in ld, key);
    assert.is(ld.acceptsReservations, true);
    assert.is(ld.address.postalCode, '560038');
  },
);

cafe(
  'should add each special day on its date alone: a closure opens and closes at 00:00, special hours at their own',
  async () => {
    const { site } = await sampleCatalog();
    site.specialDays = [
      { date: '2026-11-08', name: 'Diwali', closed: true },
      { date: '2026-12-24', name: 'Christmas Eve', opens: '11:00', closes: '18:00' },
    ];
    const ld = asJson(cafeLd({ site, siteUrl: SITE, full: true }));
    assert.equal(ld.openingHoursSpecification.slice(1), [
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-08',
        validThrough: '2026-11-08',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '11:00',
        closes: '18:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
    ]);
    assert.is(ld.openingHoursSpecification[0].dayOfWeek.length, 7, 'the week first');
    assert.is(
      asJson(cafeLd({ site, siteUrl: SITE })).openingHoursSpecification.length,
      1,
      'the week alone unless asked',
    );
  },
);

cafe(
  "should give the special days, the map and the description on the contact page, and the week's hours alone on the others (their byte budgets)",
  async () => {
    const catalog = await sampleCatalog();
    delete catalog.site.urls.site; // no share pictures to draw
    const seo = siteSeo(catalog, { catalogDir: 'tests/fixtures/catalog', siteDir: '/nonexistent' });
    const hours = async (path: string) => asJson((await seo.page(path)).jsonLd)[0].openingHoursSpecification;
    const diwali = {
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-11-08',
      validThrough: '2026-11-08',
    };
    assert.equal((await hours('/contact')).at(-1), diwali, 'the sample closes for Diwali');
    for (const path of ['/', '/menu', '/events'])
      assert.is((await hours(path)).length, catalog.site.openingHours.length, path);
    // The map and the description too: the contact page has the café in full.
    const cafeOn = async (path: string) => asJson((await seo.page(path)).jsonLd)[0];
    assert.is((await cafeOn('/contact')).hasMap, catalog.site.address.mapsUrl);
    assert.is((await cafeOn('/contact')).description, catalog.site.description);
    assert.not.ok(
      'hasMap' in (await cafeOn('/')) || 'description' in (await cafeOn('/')),
      'the home page keeps its bytes',
    );
  },
);

const menu = suite('menuLd: menu.json as Menu, MenuSection and MenuItem');

menu(
  'should have a section per category in tab order, veg and non-veg sub-sections, and every dish with its price in rupees (INR)',
  async () => {
    const catalog = await sampleCatalog();
    const ld = asJson(menuLd({ menu: catalog.menu, name: 'Menu · The Clay Table', siteUrl: SITE }));
    assert.is(ld['@type'], 'Menu');
    assert.is(ld.url, `${SITE}/menu`);
    assert.equal(
      ld.hasMenuSection.map((s: any) => s.name),
      catalog.menu.categories.map((c) => c.label),
    );
    const appetizers = ld.hasMenuSection[0];
    assert.equal(
      appetizers.hasMenuSection.map((s: any) => s.name),
      catalog.menu.categories[0]!.sections!.map((s) => s.label),
    );
    const tikka = appetizers.hasMenuSection[0].hasMenuItem.find((i: any) => i.name === 'Paneer Tikka');
    // menu.json keeps paise: 29000 is ₹290.
    assert.equal(tikka, {
      '@type': 'MenuItem',
      name: 'Paneer Tikka',
      offers: { '@type': 'Offer', price: 290, priceCurrency: 'INR' },
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
    });
    const wings = appetizers.hasMenuSection[1].hasMenuItem.find((i: any) => i.name === 'Smoky BBQ Chicken Wings');
    assert.is(
      wings.suitableForDiet,
      'https://schema.org/GlutenFreeDiet',
      'non-veg is not marked vegetarian; one diet is written alone',
    );
    const pizza = ld.hasMenuSection[1].hasMenuSection[0].hasMenuItem.find((i: any) => i.name === 'Margherita Pizza');
    assert.is(pizza.description, 'Large');

    const items = (section: any): any[] => [
      ...(section.hasMenuItem ?? []),
      ...(section.hasMenuSection ?? []).flatMap(items),
    ];
    const all = ld.hasMenuSection.flatMap(items);
    const sample = menuDishes(catalog.menu);
    assert.is(all.length, sample.length, 'every dish');
    for (const item of sample)
      assert.ok(
        all.some((i: any) => i.name === item.name && i.offers.price === item.price! / 100),
        item.name,
      );
  },
);

menu(
  'should mark each dish suitable for the diets its tags name where schema.org has one, and only those',
  async () => {
    const catalog = await sampleCatalog();
    const dish = (name: string) => {
      const items = (section: any): any[] => [
        ...(section.hasMenuItem ?? []),
        ...(section.hasMenuSection ?? []).flatMap(items),
      ];
      return asJson(menuLd({ menu: catalog.menu, name: 'Menu' }))
        .hasMenuSection.flatMap(items)
        .find((i: any) => i.name === name);
    };
    // vegan → VeganDiet (and vegetarian), gluten-free → GlutenFreeDiet.
    assert.equal(dish('Peri Peri Fries').suitableForDiet, [
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    // Jain has no schema.org diet (HinduDiet is another): the filter coffee is vegetarian and gluten-free, no more.
    assert.equal(dish('Filter Kaapi').suitableForDiet, [
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    // Egg, nuts, spicy and non-veg say nothing to schema.org.
    assert.not.ok('suitableForDiet' in dish('Sizzling Brownie with Ice Cream'), 'egg and nuts');
    assert.not.ok('suitableForDiet' in dish('Chicken 65'), 'non-veg and spicy');
    assert.is(dish('Margherita Pizza').suitableForDiet, 'https://schema.org/VegetarianDiet');
    // A dish on a veg list is vegetarian even untagged.
    delete catalog.menu.categories[0]!.sections![0]!.items[2]!.diet;
    assert.is(dish('Cheesy Corn Balls').suitableForDiet, 'https://schema.org/VegetarianDiet');
  },
);

const events = suite('eventsLd: each upcoming event as an Event');

events('should list exactly the upcoming events, with date, place, description and picture', async () => {
  const { events: catalogEvents, site } = await sampleCatalog();
  const ld = asJson(eventsLd({ events: catalogEvents, site, siteUrl: SITE }));
  const { upcoming, past } = splitEvents(catalogEvents.events, site.eventsReferenceDate!);
  assert.ok(upcoming.length > 0 && past.length > 0, 'the sample has both');
  assert.equal(
    ld.map((e: any) => e.name),
    upcoming.map((e) => e.title),
  );
  const [first] = ld;
  const event = upcoming[0]!;
  assert.is(first['@type'], 'Event');
  assert.is(first.startDate, event.date);
  assert.is(first.description, event.description);
  assert.is(first.image, `${SITE}/${event.image.src}`);
  assert.is(first.location.name, event.location);
  assert.is(first.location.address.addressLocality, 'Bengaluru');
  assert.is(first.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
  assert.is(first.organizer['@id'], `${SITE}/#cafe`);
});

events('should give no picture or page address without a site URL', async () => {
  const { events: catalogEvents, site } = await sampleCatalog();
  for (const event of asJson(eventsLd({ events: catalogEvents, site }))) {
    assert.not.ok('image' in event || 'url' in event, event.name);
  }
});

cafe.run();
menu.run();
events.run();
