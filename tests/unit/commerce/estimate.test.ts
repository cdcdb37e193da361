import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  belowMinimumText, estimate, estimateItems, estimateText, formatEstimate, guestCount, mailtoUrl, ruleLines, shortOfMinimum, whatsappShareUrl,
} from '../../../site/commerce/estimate.ts';
import { sampleCatalog } from '../../sample-catalog.ts';

const catalog = await sampleCatalog();
const items = estimateItems(catalog.packages);
const words = catalog.packages.estimator;
const only = (...ids: string[]) => new Set(ids);
const tenAndTen = { adults: 10, kids: 10 };

const maths = suite('estimator: the maths (SPEC §9)');

maths('should price Party Package 1 for 10 adults and 10 kids: ₹17,300 + GST ₹2,076 = ₹19,376', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, true);
  assert.is(formatEstimate(e.subtotal, 'INR'), '₹17,300');
  assert.is(formatEstimate(e.gst, 'INR'), '₹2,076');
  assert.is(formatEstimate(e.total, 'INR'), '₹19,376');
  assert.equal([e.subtotal, e.gst, e.total], [1_730_000, 207_600, 1_937_600], 'in whole paise');
});

maths('should show the same total in dollars at 83 rupees each, rounded half up only when shown: $233.45', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, true);
  assert.is(formatEstimate(e.total, 'USD'), '$233.45');
  assert.is(formatEstimate(e.subtotal, 'USD'), '$208.43');
  assert.is(formatEstimate(830_415, 'USD'), '$100.05', 'exactly 10,005 cents');
  assert.is(formatEstimate(830_456, 'USD'), '$100.05', '10,005.49 cents');
  assert.is(formatEstimate(830_457, 'USD'), '$100.06', '10,005.51 cents');
});

maths('should add an add-on at its flat price whatever the group: Magic Show ₹5,000', () => {
  const party = estimate(items, only('package-party-package-1'), tenAndTen, false);
  const withMagic = estimate(items, only('package-party-package-1', 'addon-magic-show'), tenAndTen, false);
  assert.is(formatEstimate(withMagic.subtotal - party.subtotal, 'INR'), '₹5,000');
  assert.is(formatEstimate(estimate(items, only('addon-magic-show'), { adults: 0, kids: 0 }, false).total, 'INR'), '₹5,000');
});

maths('should leave GST out when it is switched off: ₹17,300', () => {
  const e = estimate(items, only('package-party-package-1'), tenAndTen, false);
  assert.is(e.gst, 0);
  assert.is(formatEstimate(e.total, 'INR'), '₹17,300');
});

maths('should use a single per-person price for adults and kids alike', () => {
  const corporate = items.find((i) => i.id === 'package-corporate')!;
  assert.equal(corporate.perPerson, { adult: 149_900, kid: 149_900 });
  assert.is(formatEstimate(estimate(items, only('package-corporate'), { adults: 12, kids: 3 }, false).total, 'INR'), '₹22,485');
});

maths('should offer every package and add-on of the catalogue', () => {
  const { groups } = catalog.packages;
  const count = groups.corporate.items.length + groups.party.items.length + groups.alacarte.items.length
    + groups.additional.activities.length + groups.additional.delights.length;
  assert.is(items.length, count);
  assert.is(estimate(items, new Set(), tenAndTen, true).total, 0);
});

maths('should stay exact and readable for huge groups', () => {
  const e = estimate(items, only('package-party-package-2'), { adults: 10_000_000, kids: 10_000_000 }, true);
  assert.is(e.subtotal, 10_000_000 * (85_000 + 115_000));
  assert.ok(Number.isSafeInteger(e.total));
  assert.is(formatEstimate(e.total, 'INR'), '₹22,40,00,00,000');
  assert.is(formatEstimate(e.total, 'USD'), '$269,879,518.07');
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

counts.run();

const rules = suite('estimator: package rules');

rules('should list a package\'s minimum, advance booking and deposit from the catalogue', () => {
  const corporate = items.find((i) => i.id === 'package-corporate')!;
  assert.equal(ruleLines(corporate.rules, words.rules), ['Minimum 15 people', 'Book 3 days ahead', '50% advance to confirm', '2 hours']);
  const party = items.find((i) => i.id === 'package-party-package-1')!;
  assert.equal(ruleLines(party.rules, words.rules), ['Minimum 10 kids', '2.5 hours']);
});

rules('should warn when the group is below a minimum, counting only the guests the minimum names', () => {
  const party = items.find((i) => i.id === 'package-party-package-1')!;
  assert.equal(shortOfMinimum(party, { adults: 30, kids: 9 }), { count: 10, of: 'kids' });
  assert.is(shortOfMinimum(party, { adults: 0, kids: 10 }), undefined);
  const alacarte = items.find((i) => i.id === 'package-alacarte-veg')!;
  assert.is(shortOfMinimum(alacarte, { adults: 8, kids: 7 }), undefined, 'people counts adults and kids');
  assert.is(belowMinimumText(party, { count: 10, of: 'kids' }, words.rules), 'Party Package 1: Minimum 10 kids. You can still estimate; we will talk it through when you book.');
});

rules.run();

const share = suite('estimator: the estimate to share');

share('should list guests, each chosen item with its amount, subtotal, GST (12%) and total', () => {
  const e = estimate(items, only('package-party-package-1', 'addon-magic-show'), tenAndTen, true);
  assert.is(estimateText(e, tenAndTen, 'INR', words, 'The Clay Table'), [
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
  ].join('\n'));
  const noGst = estimateText(estimate(items, only('addon-magic-show'), tenAndTen, false), tenAndTen, 'USD', words, 'The Clay Table');
  assert.not.match(noGst, /GST/);
  assert.match(noGst, /Total: \$60\.24$/);
});

share('should build the WhatsApp and email links with the text encoded', () => {
  assert.is(whatsappShareUrl('Adults: 10\nTotal: ₹1'), 'https://wa.me/?text=Adults%3A%2010%0ATotal%3A%20%E2%82%B91');
  assert.is(mailtoUrl('events@theclaytable.in', 'Event Booking Inquiry', 'A & B'), 'mailto:events@theclaytable.in?subject=Event%20Booking%20Inquiry&body=A%20%26%20B');
});

share.run();
