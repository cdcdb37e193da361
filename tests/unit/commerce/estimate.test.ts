import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hubProps } from '../../../scripts/render/render-hub.tsx';
import {
  belowMinimumText,
  estimate,
  estimateItems,
  estimateText,
  formatEstimate,
  gstLabel,
  guestCount,
  needsGuests,
  ruleLines,
  shortOfMinimum,
  withRates,
} from '../../../site/core/commerce/estimate.ts';
import { dashboardProps } from '../../../site/pages/dashboard-page.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const items = estimateItems(catalog.packages);
const { estimator: words, rates } = catalog.packages;
const gst = rates.gstPercent;
const inr = (paise: number) => formatEstimate(paise, 'INR', rates.rupeesPerDollar);
const usd = (paise: number) => formatEstimate(paise, 'USD', rates.rupeesPerDollar);
const only = (...ids: string[]) => new Set(ids);
const tenAndTen = { adults: 10, kids: 10 };

const maths = suite('estimator: the maths (SPEC §9)');

maths("should take SPEC §9's rates from the sample catalogue: 12% GST, 83 rupees per dollar", () => {
  assert.equal(rates, { gstPercent: 12, rupeesPerDollar: 83 });
});

maths('should price Party Package 1 for 10 adults and 10 kids: ₹17,300 + GST ₹2,076 = ₹19,376', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, gst);
  assert.is(inr(e.subtotal), '₹17,300');
  assert.is(inr(e.gst), '₹2,076');
  assert.is(inr(e.total), '₹19,376');
  assert.equal([e.subtotal, e.gst, e.total], [1_730_000, 207_600, 1_937_600], 'in whole paise');
});

maths('should show the same total in dollars at 83 rupees each, rounded half up only when shown: $233.45', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, gst);
  assert.is(usd(e.total), '$233.45');
  assert.is(usd(e.subtotal), '$208.43');
  assert.is(usd(830_415), '$100.05', 'exactly 10,005 cents');
  assert.is(usd(830_456), '$100.05', '10,005.49 cents');
  assert.is(usd(830_457), '$100.06', '10,005.51 cents');
});

maths('should add an add-on at its flat price whatever the group: Magic Show ₹5,000', () => {
  const party = estimate(items, only('package-party-package-1'), tenAndTen, 0);
  const withMagic = estimate(items, only('package-party-package-1', 'addon-magic-show'), tenAndTen, 0);
  assert.is(inr(withMagic.subtotal - party.subtotal), '₹5,000');
  assert.is(inr(estimate(items, only('addon-magic-show'), { adults: 0, kids: 0 }, 0).total), '₹5,000');
});

maths('should leave GST out when it is switched off: ₹17,300, keeping the rate to name what was left out', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, gst, false);
  assert.is(e.gst, 0);
  assert.is(inr(e.total), '₹17,300');
  assert.equal([e.includesGst, e.gstPercent], [false, 12]);
});

maths('should use a single per-person price for adults and kids alike', () => {
  const corporate = items.find((i) => i.id === 'package-corporate')!;
  assert.equal(corporate.perPerson, { adult: 149_900, kid: 149_900 });
  assert.is(inr(estimate(items, only('package-corporate'), { adults: 12, kids: 3 }, 0).total), '₹22,485');
});

maths('should offer every package and add-on of the catalogue', () => {
  const { groups } = catalog.packages;
  const count =
    groups.corporate.items.length +
    groups.party.items.length +
    groups.alacarte.items.length +
    groups.additional.activities.length +
    groups.additional.delights.length;
  assert.is(items.length, count);
  assert.is(estimate(items, new Set(), tenAndTen, gst).total, 0);
});

maths('should stay exact and readable for huge groups', () => {
  const e = estimate(items, only('package-party-package-2'), { adults: 10_000_000, kids: 10_000_000 }, gst);
  assert.is(e.subtotal, 10_000_000 * (85_000 + 115_000));
  assert.ok(Number.isSafeInteger(e.total));
  assert.is(inr(e.total), '₹22,40,00,00,000');
  assert.is(usd(e.total), '$269,879,518.07');
});

maths.run();

const counts = suite('estimator: guest counts');

counts('should never go below 0, drop fractions, and ignore what is not a number', () => {
  assert.is(guestCount('12'), 12);
  assert.is(guestCount(-3, 5), 0);
  assert.is(guestCount('2.7'), 2);
  assert.is(guestCount('abc', 7), 7);
  assert.is(guestCount('', 7), 7);
  assert.is(guestCount(Number.NaN, 4), 4);
  assert.is(guestCount('1e12'), 1_000_000_000, 'a practical ceiling keeps every amount exact');
});

counts('should ask for guests while a chosen per-person package has none to count, never for an add-on alone', () => {
  const none = { adults: 0, kids: 0 };
  const corporate = estimate(items, only('package-corporate'), none, gst);
  assert.is(inr(corporate.total), '₹0', 'what the estimator showed and shared before');
  assert.ok(needsGuests(corporate));
  assert.ok(
    needsGuests(estimate(items, only('package-corporate', 'addon-magic-show'), none, gst)),
    'an add-on beside it is no estimate of the day',
  );
  assert.not.ok(needsGuests(estimate(items, only('addon-magic-show'), none, gst)), 'a flat price needs no guests');
  assert.not.ok(needsGuests(estimate(items, new Set(), none, gst)), 'nothing chosen is the Empty Cart case');
  assert.not.ok(
    needsGuests(estimate(items, only('package-party-package-1'), { adults: 0, kids: 1 }, gst)),
    'one kid is a count',
  );
  assert.not.ok(needsGuests(estimate(items, only('package-corporate'), { adults: 1, kids: 0 }, gst)));
});

counts('should not ask for guests that a package does not charge for', () => {
  const kidsFree: (typeof items)[number] = {
    id: 'kids-free',
    title: 'Kids eat free',
    kind: 'package',
    perPerson: { adult: 50_000, kid: 0 },
  };
  const freeDay: (typeof items)[number] = {
    id: 'free',
    title: 'Open day',
    kind: 'package',
    perPerson: { adult: 0, kid: 0 },
  };
  assert.ok(
    needsGuests(estimate([kidsFree], only('kids-free'), { adults: 0, kids: 4 }, gst)),
    'the adults it is priced for are missing',
  );
  assert.not.ok(
    needsGuests(estimate([freeDay], only('free'), { adults: 0, kids: 0 }, gst)),
    '₹0 is its price, not a missing count',
  );
});

counts.run();

const rules = suite('estimator: package rules');

rules("should list a package's minimum, advance booking and deposit from the catalogue", () => {
  const corporate = items.find((i) => i.id === 'package-corporate')!;
  assert.equal(ruleLines(corporate.rules, words.rules), [
    'Minimum 15 people',
    'Book 3 days ahead',
    '50% advance to confirm',
    '2 hours',
  ]);
  const party = items.find((i) => i.id === 'package-party-package-1')!;
  assert.equal(ruleLines(party.rules, words.rules), ['Minimum 10 kids', '2.5 hours']);
});

rules('should warn when the group is below a minimum, counting only the guests the minimum names', () => {
  const party = items.find((i) => i.id === 'package-party-package-1')!;
  assert.equal(shortOfMinimum(party, { adults: 30, kids: 9 }), { count: 10, of: 'kids' });
  assert.is(shortOfMinimum(party, { adults: 0, kids: 10 }), undefined);
  const alacarte = items.find((i) => i.id === 'package-alacarte-veg')!;
  assert.is(shortOfMinimum(alacarte, { adults: 8, kids: 7 }), undefined, 'people counts adults and kids');
  assert.is(
    belowMinimumText(party, { count: 10, of: 'kids' }, words.rules),
    'Party Package 1: Minimum 10 kids. You can still estimate; we will talk it through when you book.',
  );
});

rules.run();

const share = suite('estimator: the estimate to share');

share('should list guests, each chosen item with its amount, subtotal, GST (12%) and total', () => {
  const e = estimate(items, only('package-party-package-1', 'addon-magic-show'), tenAndTen, gst);
  assert.is(
    estimateText(e, tenAndTen, inr, words, 'The Clay Table'),
    [
      'Event estimate from The Clay Table',
      'Adults: 10',
      'Kids: 10',
      '',
      'Chosen:',
      '- Party Package 1: ₹17,300',
      '- Magic Show: ₹5,000',
      '',
      'Subtotal: ₹22,300',
      'GST (12%): ₹2,676',
      'Total: ₹24,976',
    ].join('\n'),
  );
});

share('should say that GST (12%) is not included when the guest switched it off, not drop the line', () => {
  const noGst = estimateText(
    estimate(items, only('addon-magic-show'), tenAndTen, gst, false),
    tenAndTen,
    usd,
    words,
    'The Clay Table',
  );
  assert.is(
    noGst.split('\n').slice(-3).join('\n'),
    ['Subtotal: $60.24', 'GST (12%): not included', 'Total: $60.24'].join('\n'),
  );
  assert.is(
    words.estimateText.gstExcluded,
    'GST ({gstPercent}%): not included',
    "the rate comes from the catalogue's rates",
  );
});

share.run();

const catalogueRates = suite('estimator: rates the staff change in the catalogue');

/** The sample catalogue at another GST rate and exchange rate, as a member of staff would edit packages.json. */
async function ratedCatalog() {
  const edited = await sampleCatalog();
  edited.packages.rates = { gstPercent: 18, rupeesPerDollar: 90 };
  return edited;
}

catalogueRates(
  "should charge GST at the catalogue's rate and name that rate on its line: 18% of ₹17,300 is ₹3,114",
  async () => {
    const { packages } = await ratedCatalog();
    const e = estimate(estimateItems(packages), only('package-party-package-1'), tenAndTen, packages.rates.gstPercent);
    assert.equal([e.subtotal, e.gst, e.total], [1_730_000, 311_400, 2_041_400]);
    assert.is(gstLabel(packages.estimator.gst, e), 'GST (18%)');
    assert.is(
      gstLabel(words.gst, estimate(items, only('package-party-package-1'), tenAndTen, gst)),
      'GST (12%)',
      "the sample's SPEC label",
    );
  },
);

catalogueRates(
  "should convert to dollars at the catalogue's rate and share the text at both rates: $226.82 at 90 rupees",
  async () => {
    const { packages } = await ratedCatalog();
    const dollars = (paise: number) => formatEstimate(paise, 'USD', packages.rates.rupeesPerDollar);
    const e = estimate(estimateItems(packages), only('package-party-package-1'), tenAndTen, packages.rates.gstPercent);
    assert.is(
      estimateText(e, tenAndTen, dollars, packages.estimator, 'The Clay Table').split('\n').slice(-4).join('\n'),
      ['', 'Subtotal: $192.22', 'GST (18%): $34.60', 'Total: $226.82'].join('\n'),
    );
  },
);

catalogueRates(
  "should put the rate into every package text that states it, and leave the sample's words as SPEC has them",
  async () => {
    const { packages } = await ratedCatalog();
    const [term] = packages.groups.party.items[0]!.terms.filter((t) => t.includes('GST'));
    assert.is(withRates(term!, packages.rates), '18% GST is added to the bill');
    assert.is(withRates(term!, rates), '12% GST is added to the bill');
    assert.is(withRates(packages.groups.party.notes[0]!, rates), '12% GST is added to party packages.');
    assert.is(withRates('{rupeesPerDollar} rupees to the dollar', packages.rates), '90 rupees to the dollar');
  },
);

catalogueRates("should give the hub's and the Dashboard view's estimator the catalogue's rates", async () => {
  const edited = await ratedCatalog();
  assert.equal(hubProps(edited).estimator?.rates, { gstPercent: 18, rupeesPerDollar: 90 });
  assert.equal(dashboardProps(edited).estimator?.rates, { gstPercent: 18, rupeesPerDollar: 90 });
});

catalogueRates.run();
