import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../../scripts/validate/create-ajv.ts';
import {
  httpsUrlFault,
  isHttpsUrl,
  isImagePath,
  isInternalLink,
  isVideoPath,
  isWhatsAppUrl,
  suggestImagePath,
} from '../../../scripts/validate/formats.ts';
import { closestMatch } from '../../../scripts/validate/closest-match.ts';

const formats = suite('formats');

formats('should accept image paths that stay inside catalog/images/ and name a picture', () => {
  for (const ok of ['images/logo.svg', 'images/gallery/raku-bowl.svg', 'images/a/photo.JPG', 'images/b.webp'])
    assert.ok(isImagePath(ok), ok);
  for (const bad of [
    '/images/logo.svg',
    '../secret.svg',
    'images/../../x.svg',
    'https://example.com/a.png',
    'images/notes.txt',
    'images\\a.svg',
    'images//a.svg',
    '',
  ]) {
    assert.not.ok(isImagePath(bad), bad);
  }
});

formats('should refuse a picture outside catalog/images/, which the build does not copy', () => {
  for (const bad of [
    'menu/cake.png',
    'logo.svg',
    'catalog/images/logo.svg',
    'imagesx/a.svg',
    'Images/a.svg',
    'images/',
    'images/menu/../../menu/cake.png',
    'schemas/x.svg',
  ]) {
    assert.not.ok(isImagePath(bad), bad);
  }
});

formats('should accept MP4 and WebM videos inside catalog/videos/ only', () => {
  for (const ok of ['videos/hubs/glaze-reveal.mp4', 'videos/a.webm', 'videos/b.MP4']) assert.ok(isVideoPath(ok), ok);
  for (const bad of [
    'images/a.mp4',
    'videos/a.mov',
    'videos/../secret.mp4',
    '/videos/a.mp4',
    'hubs/a.mp4',
    'videos/',
    'https://cdn.example/a.mp4',
  ]) {
    assert.not.ok(isVideoPath(bad), bad);
  }
});

formats('should suggest the images/ path a writer most likely meant', () => {
  assert.is(suggestImagePath('menu/cake.png'), 'images/menu/cake.png');
  assert.is(suggestImagePath('/images/logo.svg'), 'images/logo.svg');
  assert.is(suggestImagePath('catalog/images/logo.svg'), 'images/logo.svg');
  assert.is(suggestImagePath('menu/notes.txt'), undefined);
  assert.is(suggestImagePath('https://example.com/a.png'), undefined);
  assert.is(suggestImagePath('images/logo.svg'), undefined);
});

formats('should accept routes, routes with an anchor, same-page anchors and product pages as internal links', () => {
  for (const ok of [
    '/',
    '/menu',
    '/#faq',
    '/#press-social-proof',
    '/packages#estimator',
    '#reservations',
    '/product/mug-01',
  ])
    assert.ok(isInternalLink(ok), ok);
  for (const bad of [
    '/menus',
    'menu',
    '/menu/',
    '#',
    '/#',
    '/#2col',
    'https://example.com',
    '/product/',
    '/product/a/b',
    '',
  ]) {
    assert.not.ok(isInternalLink(bad), bad);
  }
});

formats('should check a date is a real calendar day, leap years included', () => {
  const validate = createAjv().compile({ type: 'string', format: 'date' });
  for (const ok of ['2025-10-08', '2024-02-29', '2025-12-31']) assert.ok(validate(ok), ok);
  for (const bad of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-04-31', '08-10-2025', '2025-10-8', 'tomorrow'])
    assert.not.ok(validate(bad), bad);
});

formats('should check emails, and refuse ajv\'s "uri" that lets javascript: through', () => {
  const ajv = createAjv();
  assert.ok(ajv.validate({ format: 'email', type: 'string' }, 'hello@theclaytable.in'));
  assert.not.ok(ajv.validate({ format: 'email', type: 'string' }, 'hello at theclaytable'));
  assert.throws(() => ajv.compile({ format: 'uri', type: 'string' }), /unknown format "uri"/);
});

/** Values a link field must refuse, with the reason the message gives. */
const UNSAFE: [string, ReturnType<typeof httpsUrlFault>][] = [
  ['javascript:alert(1)', { kind: 'runsCode', scheme: 'javascript' }],
  ['JAVASCRIPT:alert(1)', { kind: 'runsCode', scheme: 'javascript' }],
  [' javascript:alert(1)', { kind: 'runsCode', scheme: 'javascript' }],
  ['java\tscript:alert(1)', { kind: 'runsCode', scheme: 'javascript' }],
  ['\u0001javascript:alert(1)', { kind: 'runsCode', scheme: 'javascript' }],
  ['vbscript:msgbox(1)', { kind: 'runsCode', scheme: 'vbscript' }],
  ['data:text/html,<script>alert(1)</script>', { kind: 'runsCode', scheme: 'data' }],
  ['http://www.instagram.com/theclaytable.blr', { kind: 'insecure' }],
  ['HTTP://example.com', { kind: 'insecure' }],
  ['//evil.com', { kind: 'protocolRelative' }],
  ['https://user:pw@x.com', { kind: 'credentials' }],
  ['https://user:pw@x', { kind: 'credentials' }],
  ['https://@evil.com', { kind: 'credentials' }],
  ['https://www.example.com@evil.com/', { kind: 'credentials' }],
  ['mailto:hello@theclaytable.in', { kind: 'otherScheme', scheme: 'mailto' }],
  ['tel:+919845012345', { kind: 'otherScheme', scheme: 'tel' }],
  ['ftp://example.com/menu.pdf', { kind: 'otherScheme', scheme: 'ftp' }],
  ['https://example.com/a b', { kind: 'spaces' }],
  ['https://example.com/ ', { kind: 'spaces' }],
  ['https://example.com/\u00a0', { kind: 'spaces' }],
  ['https://instagram', { kind: 'noDomain' }],
  ['https://localhost:4175', { kind: 'noDomain' }],
  ['www.example.com', { kind: 'notAnAddress' }],
  ['HTTPS://EXAMPLE.COM', { kind: 'notAnAddress' }],
  ['https:/example.com', { kind: 'notAnAddress' }],
  ['https:///evil.com', { kind: 'notAnAddress' }],
  ['https:\\\\evil.com', { kind: 'notAnAddress' }],
  ['https://example.com\\@evil.com', { kind: 'notAnAddress' }],
  ['https://', { kind: 'notAnAddress' }],
  ['', { kind: 'notAnAddress' }],
];

formats('should accept https web addresses, paths, queries, ports and @handles in the path included', () => {
  for (const ok of [
    'https://www.instagram.com/theclaytable.blr',
    'https://www.youtube.com/@theclaytable',
    'https://www.google.com/maps?q=12th+Main+Road&output=embed',
    'https://api.theclaytable.in:8443/v1/',
    'https://example.com#section',
    'https://wa.me/919845012345',
  ]) {
    assert.is(httpsUrlFault(ok), undefined, ok);
    assert.ok(isHttpsUrl(ok), ok);
  }
});

formats('should refuse every address that is not plain https, naming why', () => {
  for (const [bad, fault] of UNSAFE) {
    assert.equal(httpsUrlFault(bad), fault, JSON.stringify(bad));
    assert.not.ok(isHttpsUrl(bad), JSON.stringify(bad));
  }
});

formats('should accept only https://wa.me/<number> as a WhatsApp chat link', () => {
  for (const ok of ['https://wa.me/919845012345', 'https://wa.me/919845012345?text=Hello%20there'])
    assert.ok(isWhatsAppUrl(ok), ok);
  for (const bad of [
    'https://www.instagram.com/theclaytable.blr',
    'http://wa.me/919845012345',
    'https://wa.me/+919845012345',
    'https://wa.me/91 98450 12345',
    'https://wa.me/',
    'https://wa.me.evil.com/919845012345',
    'https://wa.me/919845012345?text=<script>',
    'wa.me/919845012345',
    ...UNSAFE.map(([value]) => value),
  ]) {
    assert.not.ok(isWhatsAppUrl(bad), JSON.stringify(bad));
  }
});

formats('should register the link formats with ajv', () => {
  const ajv = createAjv();
  assert.ok(ajv.validate({ type: 'string', format: 'kiln-https-url' }, 'https://forms.theclaytable.in/reserve'));
  assert.not.ok(ajv.validate({ type: 'string', format: 'kiln-https-url' }, 'javascript:alert(1)'));
  assert.ok(ajv.validate({ type: 'string', format: 'kiln-whatsapp-url' }, 'https://wa.me/919845012345'));
  assert.not.ok(ajv.validate({ type: 'string', format: 'kiln-whatsapp-url' }, 'https://x.com/theclaytable'));
});

formats.run();

const closest = suite('closestMatch');

closest('should suggest the likely intended word for a typo, swaps included', () => {
  assert.is(closestMatch('prize', ['id', 'name', 'price']), 'price');
  assert.is(closestMatch('lable', ['label', 'href']), 'label');
  assert.is(closestMatch('/crash-cours', ['/menu', '/crash-course']), '/crash-course');
});

closest('should suggest nothing when no option is close', () => {
  assert.is(closestMatch('colour', ['id', 'name', 'price']), undefined);
  assert.is(closestMatch('x', []), undefined);
});

closest.run();
