import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../scripts/validate/create-ajv.ts';
import { isImagePath, isInternalLink } from '../../scripts/validate/formats.ts';
import { closestMatch } from '../../scripts/validate/closest-match.ts';

const formats = suite('formats');

formats('should accept image paths that stay inside catalog/ and name a picture', () => {
  for (const ok of ['images/logo.svg', 'images/gallery/raku-bowl.svg', 'images/a/photo.JPG', 'images/b.webp']) assert.ok(isImagePath(ok), ok);
  for (const bad of ['/images/logo.svg', '../secret.svg', 'images/../../x.svg', 'https://example.com/a.png', 'images/notes.txt', 'images\\a.svg', 'images//a.svg', '']) {
    assert.not.ok(isImagePath(bad), bad);
  }
});

formats('should accept routes, routes with an anchor, same-page anchors and product pages as internal links', () => {
  for (const ok of ['/', '/menu', '/#faq', '/#press-social-proof', '/packages#estimator', '#reservations', '/product/mug-01']) assert.ok(isInternalLink(ok), ok);
  for (const bad of ['/menus', 'menu', '/menu/', '#', '/#', '/#2col', 'https://example.com', '/product/', '/product/a/b', '']) {
    assert.not.ok(isInternalLink(bad), bad);
  }
});

formats('should check a date is a real calendar day, leap years included', () => {
  const validate = createAjv().compile({ type: 'string', format: 'date' });
  for (const ok of ['2025-10-08', '2024-02-29', '2025-12-31']) assert.ok(validate(ok), ok);
  for (const bad of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-04-31', '08-10-2025', '2025-10-8', 'tomorrow']) assert.not.ok(validate(bad), bad);
});

formats('should check emails and web addresses', () => {
  const ajv = createAjv();
  assert.ok(ajv.validate({ format: 'email', type: 'string' }, 'hello@theclaytable.in'));
  assert.not.ok(ajv.validate({ format: 'email', type: 'string' }, 'hello at theclaytable'));
  assert.ok(ajv.validate({ format: 'uri', type: 'string' }, 'https://www.instagram.com/theclaytable.blr'));
  assert.not.ok(ajv.validate({ format: 'uri', type: 'string' }, 'instagram.com/theclaytable'));
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
