import { renderHtml } from '../../render-html.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PackageItem } from '../../../site/core/catalog/packages.ts';
import { renderSession } from '../../../scripts/render/render-session.tsx';
import PackagesPage from '../../../site/pages/packages-page.tsx';
import { ADD_ON_ICONS } from '../../../site/sections/PackageAddOnIcon.tsx';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const sample = sampleCatalog;

const byId = (items: PackageItem[], id: string): PackageItem => {
  const found = items.find((p) => p.id === id);
  assert.ok(found, `package ${id} exists`);
  return found!;
};

const data = suite('packages catalogue');

data('should hold the SPEC §9 corporate prices and terms', async () => {
  const { corporate } = (await sample()).packages.groups;
  const corp = byId(corporate.items, 'corporate');
  assert.is(corp.price, 1499);
  assert.ok(corp.terms.some((t) => /15 people/.test(t)));
  assert.ok(corp.terms.some((t) => /3 days/.test(t)));
  assert.ok(corp.terms.some((t) => /50% advance/.test(t)));
  const office = byId(corporate.items, 'office-door-party');
  assert.is(office.price, 1500);
  assert.ok(office.terms.some((t) => /10 people/.test(t)));
  assert.ok(office.terms.some((t) => /[Dd]elivery/.test(t)));
  assert.ok(office.terms.some((t) => /one hour ahead/.test(t)));
});

data('should hold the SPEC §9 party and ala-carte adult and kid prices', async () => {
  const { party, alacarte } = (await sample()).packages.groups;
  const p1 = byId(party.items, 'party-package-1');
  const p2 = byId(party.items, 'party-package-2');
  assert.equal([p1.priceAdult, p1.priceKid], [750, 980]);
  assert.equal([p2.priceAdult, p2.priceKid], [850, 1150]);
  assert.ok(p1.terms.includes('Party lasts 2.5 hours') && p1.terms.includes('Minimum 10 kids'));
  assert.ok(p2.terms.includes('Party lasts 3 hours') && p2.terms.includes('Minimum 10 kids'));
  const veg = byId(alacarte.items, 'alacarte-veg');
  const nonVeg = byId(alacarte.items, 'alacarte-non-veg');
  assert.equal([veg.priceAdult, veg.priceKid], [900, 600]);
  assert.equal([nonVeg.priceAdult, nonVeg.priceKid], [1000, 700]);
  for (const p of [veg, nonVeg]) {
    assert.ok(p.terms.includes('Minimum 15 people') && p.terms.includes('Group dining only'));
  }
  // The rate is written once, in "rates"; the texts name it.
  for (const p of [p1, p2, veg, nonVeg])
    assert.ok(p.terms.includes('{gstPercent}% GST is added to the bill'), `${p.id} mentions GST`);
});

data('should price every add-on of SPEC §9 as a fixed number', async () => {
  const { activities, delights, terms } = (await sample()).packages.groups.additional;
  const prices = (list: { title: string; price: number }[]) => Object.fromEntries(list.map((a) => [a.title, a.price]));
  assert.equal(prices(activities), {
    'Magic Show': 5000,
    'Tattoo Artist': 2500,
    'Balloon Shooting': 2000,
    Hoopla: 1500,
    'Face Painting & Tattoo': 5500,
    'Caricature Artist': 5500,
    'Magician (half hour)': 6500,
    'Pottery Painting': 5500,
    'Jewelry Making': 6500,
    Photography: 8500,
  });
  assert.equal(prices(delights), { Popcorn: 1500, 'Cotton Candy': 1500, 'Chocolate Fountain': 4000 });
  for (const a of [...activities, ...delights]) {
    assert.is(a.type, 'fixed');
    assert.ok(a.icon in ADD_ON_ICONS, `${a.id} names a known icon`);
  }
  assert.ok(terms.some((t) => /exclusive of GST/.test(t)));
  assert.ok(terms.some((t) => /in advance/.test(t)));
  assert.ok(terms.some((t) => /pro rata/.test(t)));
});

data('should keep every package price a plain number, ready for the estimator', async () => {
  const { corporate, party, alacarte } = (await sample()).packages.groups;
  for (const p of [...corporate.items, ...party.items, ...alacarte.items]) {
    assert.is(p.type, 'perPerson');
    const prices = [p.price, p.priceAdult, p.priceKid].filter((x) => x !== undefined);
    assert.ok(prices.length > 0 && prices.every((x) => typeof x === 'number'), p.id);
  }
});

data(
  'should refuse a GST rate outside 0–100, an exchange rate of 0, and a GST line with the rate typed in',
  async () => {
    const fixture = await makeFixture('package-rates', (f) =>
      f.editJson('packages.json', (p) => {
        p.rates = { gstPercent: 120, rupeesPerDollar: 0 };
        p.estimator.gst = 'GST (18%)';
      }),
    );
    const { problems } = await validateCatalog(fixture.dir).finally(fixture.cleanup);
    assert.equal(
      problems.map((p) => `${p.pointer} ${p.message}`),
      [
        '/rates/gstPercent must be at most 100 (percent), got 120',
        '/rates/rupeesPerDollar must be more than 0, got 0',
        '/estimator/gst must look like "GST ({gstPercent}%)", got "GST (18%)"',
      ],
    );
  },
);

const page = suite('packages page (SSR)');

page('should render the four tabs in the spec order', async () => {
  const html = renderHtml(<PackagesPage catalog={await sample()} path="/packages" />);
  const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.equal(tabs, ['Corporate', 'XQ Party', 'Ala-Carte', 'Add-ons']);
});

page('should show adult and kid prices with Indian grouping and a named Add to Cart per package', async () => {
  const html = renderHtml(<PackagesPage catalog={await sample()} path="/packages" />);
  assert.match(html, />₹1,499</);
  assert.match(html, />₹1,150</);
  assert.is((html.match(/data-add-to-cart=/g) ?? []).length, 6);
  assert.match(html, /aria-label="Add to Cart: Party Package 2"/);
  assert.match(html, /Customer&#x27;s Delight Add-ons|Customer's Delight Add-ons/);
  assert.match(html, /href="\/contact"/);
});

page('should carry the estimator as plain HTML until asked for, and a demo Book button per package', async () => {
  const catalog = await sample();
  const html = renderHtml(<PackagesPage catalog={catalog} path="/packages" />);
  assert.match(
    html,
    new RegExp(`<button[^>]*data-estimator-open[^>]*>.*?${catalog.packages.estimator.openButton}</button>`),
  );
  assert.match(
    html,
    /data-island="estimator" data-when="demand"/,
    'React and the estimator load only when the button is pressed',
  );
  assert.is((html.match(/data-demo-toast=/g) ?? []).length, 6);
  assert.match(html, /aria-label="Book this package: Corporate Package"/);
});

page(
  "should state the catalogue's GST rate on the cards, under the tabs and in the estimator's props, as SPEC words it",
  async () => {
    const session = renderSession();
    const rendered = async (rates?: { gstPercent: number; rupeesPerDollar: number }) => {
      const catalog = await sample();
      if (rates) catalog.packages.rates = rates;
      return session.render(<PackagesPage catalog={catalog} path="/packages" />).html;
    };
    const html = await rendered();
    assert.is((html.match(/>12% GST is added to the bill</g) ?? []).length, 4);
    assert.match(html, />12% GST is added to party packages\.</);
    assert.match(html, />12% GST is added to ala-carte packages\.</);
    assert.not.match(html, /\{gstPercent\}/);

    const at18 = await rendered({ gstPercent: 18, rupeesPerDollar: 90 });
    assert.is((at18.match(/>18% GST is added to the bill</g) ?? []).length, 4);
    assert.match(at18, />18% GST is added to party packages\.</);
    assert.not.match(at18, /12%/);
    const estimatorProps = [...session.propsFiles].filter(([path]) => path.includes('/estimator-'));
    assert.is(estimatorProps.length, 2, 'one file for each rate');
    const [, props] = estimatorProps.find(([, json]) => json.includes('"gstPercent":18')) ?? [];
    assert.equal(
      JSON.parse(props ?? '{}').rates,
      { gstPercent: 18, rupeesPerDollar: 90 },
      'what the estimator counts with',
    );
  },
);

data.run();
page.run();
