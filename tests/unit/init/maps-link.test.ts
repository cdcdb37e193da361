import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { placeFromMapsLink } from '../../../scripts/init/maps-link.ts';
import { setupAnswerMessages as say } from '../../../scripts/init/setup-answer-messages.ts';
import { isHttpsUrl } from '../../../scripts/validate/formats.ts';

/** What a pasted link should give: the place's name, its pin and its place id. */
interface Row {
  link: string;
  name?: string;
  latitude: number;
  longitude: number;
  placeId?: string;
}

const KANNADA =
  '%E0%B2%95%E0%B3%8D%E0%B2%B2%E0%B3%87+%E0%B2%9F%E0%B3%87%E0%B2%AC%E0%B2%B2%E0%B3%8D+%E0%B2%95%E0%B3%86%E0%B2%AB%E0%B3%86';
const HINDI = '%E0%A4%AE%E0%A4%BF%E0%A4%9F%E0%A5%8D%E0%A4%9F%E0%A5%80+%E0%A4%95%E0%A5%88%E0%A4%AB%E0%A4%BC%E0%A5%87';

const TABLE: Row[] = [
  {
    // The pin (!3d!4d) is the place; the @ is only where the map was centred.
    link: 'https://www.google.com/maps/place/The+Clay+Table/@12.9352,77.6245,17z/data=!3m1!4b1!4m6!3m5!1s0x3bae13e8f1234567:0x89abcdef01234567!8m2!3d12.9351!4d77.6244!16s%2Fg%2F11c1234567?entry=ttu',
    name: 'The Clay Table',
    latitude: 12.9351,
    longitude: 77.6244,
  },
  {
    link: `https://www.google.co.in/maps/place/${KANNADA}/@12.9719,77.6412,18z/data=!4m6!3m5!1s0x0:0x0!8m2!3d12.97191234567!4d77.64128765432`,
    name: 'ಕ್ಲೇ ಟೇಬಲ್ ಕೆಫೆ',
    latitude: 12.971912,
    longitude: 77.641288,
  },
  {
    link: `google.co.in/maps/place/${HINDI}/@28.6139,77.209,15z`,
    name: 'मिट्टी कैफ़े',
    latitude: 28.6139,
    longitude: 77.209,
  },
  {
    link: 'https://google.com/maps/place/Caf%C3%A9+Mud+%26+Glaze/@-33.8688,151.2093,16z/data=!4m2!3m1!1s0x0:0x0',
    name: 'Café Mud & Glaze',
    latitude: -33.8688,
    longitude: 151.2093,
  },
  {
    // A name made of compass letters is still a name.
    link: 'https://www.google.com/maps/place/NEWS/@12.9352,77.6245,17z',
    name: 'NEWS',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  {
    link: 'https://www.google.com/maps/@12.9352,77.6245,17z?entry=ttu',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  {
    link: 'https://www.google.com/maps/search/?api=1&query=12.9352,77.6245',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  {
    link: 'https://www.google.com/maps/search/?api=1&query=12.9352%2C77.6245&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
    latitude: 12.9352,
    longitude: 77.6245,
    placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
  },
  {
    link: 'https://maps.google.com/?q=12.9352,77.6245',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  {
    link: 'maps.google.co.in/maps?ll=12.9352,77.6245&z=16',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  {
    link: "https://www.google.com/maps/place/12%C2%B056'06.7%22N+77%C2%B037'28.2%22E/@12.9351944,77.6245,17z/data=!3m1!4b1!4m4!3m3!8m2!3d12.9351944!4d77.6245",
    latitude: 12.935194,
    longitude: 77.6245,
  },
  {
    link: '  https://www.google.com/maps/place/Clay+Cafe/data=!4m7!3m6!1s0x0:0x0!8m2!3d40.7128!4d-74.006!16s!19sChIJOwg_06VPwokRYv534QaPC8g  ',
    name: 'Clay Cafe',
    latitude: 40.7128,
    longitude: -74.006,
    placeId: 'ChIJOwg_06VPwokRYv534QaPC8g',
  },
];

const long = suite('placeFromMapsLink: long links');

for (const row of TABLE) {
  long(`reads ${row.link.trim().slice(0, 70)}…`, () => {
    const answer = placeFromMapsLink(row.link);
    assert.ok(answer.ok, JSON.stringify(answer));
    if (!answer.ok) return;
    assert.is(answer.name, row.name);
    assert.is(answer.latitude, row.latitude);
    assert.is(answer.longitude, row.longitude);
    assert.is(answer.placeId, row.placeId);
  });
}

long('finds the link in what a phone’s Share gives: the name, then the link', () => {
  const answer = placeFromMapsLink(
    'The Clay Table\nhttps://www.google.com/maps/place/The+Clay+Table/@12.9352,77.6245,17z/data=!3d12.9351!4d77.6244',
  );
  assert.ok(answer.ok);
  if (answer.ok) assert.equal([answer.name, answer.latitude, answer.longitude], ['The Clay Table', 12.9351, 77.6244]);
  for (const shared of [
    'The Clay Table https://maps.app.goo.gl/Xy7aBcDeFgHiJk9L8',
    'The Clay Table maps.app.goo.gl/Xy7aBcDeFgHiJk9L8',
  ])
    assert.equal(placeFromMapsLink(shared), { ok: false, message: say.mapsShortLink });
});

long('gives a clean search link and an embed link that site.json accepts', () => {
  const answer = placeFromMapsLink(TABLE.find((row) => row.link.includes('query_place_id'))!.link);
  assert.ok(answer.ok);
  if (!answer.ok) return;
  assert.is(
    answer.mapsUrl,
    'https://www.google.com/maps/search/?api=1&query=12.9352,77.6245&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
  );
  assert.is(answer.mapEmbedUrl, 'https://www.google.com/maps?q=12.9352,77.6245&output=embed');
  for (const row of TABLE) {
    const each = placeFromMapsLink(row.link);
    assert.ok(each.ok && isHttpsUrl(each.mapsUrl) && isHttpsUrl(each.mapEmbedUrl), row.link);
  }
});

long('without a place id, the search link has only the coordinates', () => {
  const answer = placeFromMapsLink(TABLE[0]!.link);
  assert.ok(answer.ok);
  if (answer.ok) assert.is(answer.mapsUrl, 'https://www.google.com/maps/search/?api=1&query=12.9351,77.6244');
});

long('keeps six decimals at most', () => {
  const answer = placeFromMapsLink('https://www.google.com/maps/@-0.00000012,77.123456789,17z');
  assert.ok(answer.ok);
  if (!answer.ok) return;
  assert.is(answer.latitude, 0);
  assert.is(answer.longitude, 77.123457);
  assert.is(answer.mapEmbedUrl, 'https://www.google.com/maps?q=0,77.123457&output=embed');
});

const refused = suite('placeFromMapsLink: what it cannot read');

for (const link of [
  'https://maps.app.goo.gl/Xy7aBcDeFgHiJk9L8',
  'maps.app.goo.gl/Xy7aBcDeFgHiJk9L8',
  'https://goo.gl/maps/AbCdEf12345',
  'https://g.co/kgs/AbC1dE2',
  'https://share.google/AbCdEfGhIjKlMnOp',
]) {
  refused(`a short link asks for the long one: ${link}`, () => {
    const answer = placeFromMapsLink(link);
    assert.equal(answer, { ok: false, message: say.mapsShortLink });
    assert.ok(say.mapsShortLink.includes('paste the long link'));
  });
}

for (const link of [
  '',
  'The Clay Table, Indiranagar',
  'https://www.example.com/maps/@12.93,77.62,17z',
  'https://www.google.com/search?q=the+clay+table',
  'https://www.openstreetmap.org/#map=17/12.93/77.62',
  'javascript:alert(1)',
  'ftp://www.google.com/maps/@12.93,77.62,17z',
  'https://google.evil.com/maps/@12.93,77.62,17z',
]) {
  refused(`not a Google Maps link: "${link}"`, () => {
    assert.equal(placeFromMapsLink(link), { ok: false, message: say.mapsNotALink });
  });
}

for (const link of [
  'https://www.google.com/maps',
  'https://www.google.com/maps/search/?api=1&query=The+Clay+Table&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
  'https://maps.google.com/?q=The+Clay+Table+Bengaluru',
  'https://www.google.com/maps/place/The+Clay+Table/',
]) {
  refused(`a Maps link with no position: ${link}`, () => {
    assert.equal(placeFromMapsLink(link), { ok: false, message: say.mapsNoPlace });
  });
}

refused('numbers off the map', () => {
  assert.equal(placeFromMapsLink('https://www.google.com/maps/@95.5,77.62,17z'), {
    ok: false,
    message: say.mapsOffTheMap(95.5, 77.62),
  });
  assert.equal(placeFromMapsLink('https://maps.google.com/?q=12.9,-181'), {
    ok: false,
    message: say.mapsOffTheMap(12.9, -181),
  });
});

refused('every message is one line', () => {
  for (const message of [say.mapsShortLink, say.mapsNotALink, say.mapsNoPlace, say.mapsOffTheMap(95, 1)])
    assert.not.match(message, /\n/);
});

long.run();
refused.run();
