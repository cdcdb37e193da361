import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { ShareEstimate } from '../../../site/estimator/ShareEstimate.tsx';
import PackagesPage from '../../../site/pages/packages-page.tsx';
import { ReservationForm } from '../../../site/sections/ReservationForm.tsx';
import { renderHtml } from '../../render-html.tsx';
import { sampleCatalog } from '../../sample-catalog.ts';

/** The HTML's attribute values as a browser reads them. */
const htmlText = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const rendered = suite('book on WhatsApp: what the pages carry');

rendered(
  "should give the reservation form a second submit button with the café's number, the template and the locale",
  async () => {
    const catalog = await sampleCatalog();
    const html = renderHtml(<ReservationForm catalog={catalog} />);
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)];
    assert.is(buttons.length, 2, 'Reserve Now and Send on WhatsApp');
    const [, attributes, content] = buttons[1]!;
    assert.match(attributes!, 'type="submit"', 'a submit: the browser checks the form first');
    assert.match(content!, catalog.forms.reservation.whatsapp.button);
    assert.match(content!, catalog.forms.reservation.whatsapp.newTab);
    const data = JSON.parse(htmlText(attributes!.match(/data-whatsapp-booking="([^"]*)"/)![1]!));
    assert.equal(data, {
      to: '919845012345',
      message: catalog.forms.reservation.whatsapp.message,
      locale: 'en-IN',
      tooLong: catalog.forms.reservation.whatsapp.tooLong,
    });
    assert.not.match(html, /<form[^>]*action=/, 'still a demo that sends nothing to a server');
  },
);

rendered('should give every package a WhatsApp link to the café naming it, beside the demo Book button', async () => {
  const catalog = await sampleCatalog();
  const html = htmlText(renderHtml(<PackagesPage catalog={catalog} path="/packages" />));
  const links = [...html.matchAll(/<a[^>]*href="(https:\/\/wa\.me\/[^"]*)"[^>]*aria-label="([^"]*)"/g)];
  const names = (['corporate', 'party', 'alacarte'] as const).flatMap((id) =>
    catalog.packages.groups[id].items.map((p) => p.subTitle),
  );
  assert.is(names.length, 6);
  assert.equal(
    links.map(([, , label]) => label),
    names.map((name) => `Book on WhatsApp: ${name} (opens in a new tab)`),
  );
  for (const [, href] of links) {
    const url = new URL(href!);
    assert.is(url.origin + url.pathname, 'https://wa.me/919845012345');
    const name = names.find((n) => url.searchParams.get('text')!.includes(n));
    assert.is(
      url.searchParams.get('text'),
      `Hello The Clay Table! I'd like to book the ${name}. Which dates do you have free?`,
    );
  }
  assert.is((html.match(/data-demo-toast=/g) ?? []).length, 6, 'Book this package still shows its demo toast');
});

rendered(
  "should offer Send to the café first in the estimate's share dialog, only where the café's number is given",
  async () => {
    const { packages, site } = await sampleCatalog();
    const share = (whatsapp?: string) =>
      htmlText(
        renderHtml(
          <ShareEstimate
            open
            onClose={() => {}}
            text={'Adults: 10\nTotal: ₹8,400'}
            labels={packages.estimator.share}
            enquiryEmail={site.enquiryEmail}
            whatsapp={whatsapp}
            locale={site.locale}
          />,
        ),
      );
    const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    const guests = share(site.whatsapp);
    // Send to the café is a form: it asks the café's name, date and time first (tests/e2e/book-on-whatsapp.test.ts).
    assert.equal(hrefs(guests), [
      `https://wa.me/?text=${encodeURIComponent('Adults: 10\nTotal: ₹8,400')}`,
      `mailto:${site.enquiryEmail}?subject=Event%20Booking%20Inquiry&body=Adults%3A%2010%0ATotal%3A%20%E2%82%B98%2C400`,
    ]);
    assert.match(
      guests,
      `${packages.estimator.share.toCafe}<span class="visually-hidden"> <!-- -->${packages.estimator.share.newTab}</span>`,
    );
    for (const label of ['nameLabel', 'dateLabel', 'timeLabel'] as const)
      assert.match(guests, packages.estimator.share[label]);
    // The staff's estimator (the hub, /dashboard) is given no number: the spec's three choices only.
    assert.is(hrefs(share()).length, 2);
    assert.not.match(share(), packages.estimator.share.toCafe);
  },
);

const schema = suite('book on WhatsApp: the templates staff write');

/** The problems of the sample catalogue with `file` changed by `change`. */
async function problemsWith(file: CatalogKey, change: (data: any) => void) {
  const data = JSON.parse(await readFile(`tests/fixtures/catalog/${file}.json`, 'utf8'));
  change(data);
  const { problems } = await validateCatalog('tests/fixtures/catalog', {
    texts: new Map([[file, JSON.stringify(data, null, 2)]]),
  });
  return problems.map((p) => `${p.pointer} ${p.message}`);
}

schema('should refuse a reservation message without the date, the time or the number of guests', async () => {
  for (const missing of ['{date}', '{time}', '{guests}']) {
    const problems = await problemsWith('forms', (f) => {
      f.reservation.whatsapp.message = f.reservation.whatsapp.message.replace(missing, 'soon');
    });
    assert.is(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0]!,
      /^\/reservation\/whatsapp\/message must look like "Table for \{guests\} on \{date\} at \{time\}", got /,
    );
  }
  assert.equal(
    await problemsWith('forms', (f) => {
      f.reservation.whatsapp.message = 'Table for {guests}, {date} {time}';
    }),
    [],
    'one line, in any order, without the name, is fine',
  );
});

schema("should refuse a package's message or label, and the estimator's, without what it names", async () => {
  const problems = await problemsWith('packages', (p) => {
    p.labels.whatsappMessage = 'Hello! I would like to book.';
    p.labels.whatsappLabel = 'Book on WhatsApp';
    p.estimator.share.toCafeMessage = 'Hello!';
  });
  assert.equal(
    problems.map((p) => p.split(' ')[0]),
    ['/labels/whatsappLabel', '/labels/whatsappMessage', '/estimator/share/toCafeMessage'],
  );
});

rendered.run();
schema.run();
