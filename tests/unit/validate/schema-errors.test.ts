import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../../scripts/validate/create-ajv.ts';
import { describeValue } from '../../../scripts/validate/validation-messages.ts';
import { markReferences } from '../../../scripts/validate/references.ts';
import { explainSchemaErrors } from '../../../scripts/validate/schema-errors.ts';

/** Validates `data` against `schema` and returns "pointer message" lines. */
function check(schema: object, data: unknown): string[] {
  const validate = createAjv().compile(markReferences(schema));
  validate(data);
  return explainSchemaErrors(validate.errors ?? []).map((f) => `${f.pointer} ${f.message}`.trim());
}

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', minLength: 1 },
    price: { type: 'integer', minimum: 1, unit: 'paise' },
    popular: { type: 'boolean' },
  },
};
const menu = { type: 'object', properties: { items: { type: 'array', items: item, minItems: 1 } } };

const messages = suite('schema messages');

messages('should name the expected type, its unit and what was written', () => {
  assert.equal(check(menu, { items: [{ id: 'a', name: 'Latte', price: '290' }] }), [
    '/items/0/price must be a whole number of paise, got "290" (₹290 is written 29000)',
  ]);
  assert.equal(check(menu, { items: [{ id: 'a', name: 'Latte', price: 290, popular: 'yes' }] }), [
    '/items/0/popular must be true or false, got "yes"',
  ]);
  assert.equal(check(menu, { items: { id: 'a' } }), ['/items must be a list [ … ], got a { } block']);
});

messages('should give a refused price its unit, with what the price written was most likely meant to be', () => {
  const priced = (unit: string, type = 'integer') => ({
    type: 'object',
    properties: { price: { type, minimum: 0, unit } },
  });
  const say = (unit: string, price: unknown, type?: string) => check(priced(unit, type), { price });
  assert.equal(say('paise', '₹290'), ['/price must be a whole number of paise, got "₹290" (₹290 is written 29000)']);
  assert.equal(say('paise', '290.00'), [
    '/price must be a whole number of paise, got "290.00" (₹290 is written 29000)',
  ]);
  assert.equal(say('paise', 290.5), ['/price must be a whole number of paise, got 290.5 (₹290.50 is written 29050)']);
  assert.equal(say('paise', 'Rs. 1,450'), [
    '/price must be a whole number of paise, got "Rs. 1,450" (₹1,450 is written 145000)',
  ]);
  assert.equal(
    say('paise', '29000'),
    ['/price must be a whole number of paise, got "29000" (₹290 is written 29000)'],
    'already in paise, only quoted',
  );
  assert.equal(
    say('paise', 'free'),
    ['/price must be a whole number of paise, got "free" (₹290 is written 29000)'],
    'no amount: the usual example',
  );
  assert.equal(say('rupees', '₹1,499', 'number'), [
    '/price must be a number of rupees, got "₹1,499" (₹1,499 is written 1499)',
  ]);
  assert.equal(
    say('rupees', 1499.55),
    ['/price must be a whole number of rupees, got 1499.55 (round ₹1,499.55 to 1500)'],
    'packages are in whole rupees',
  );
  assert.equal(say('cents', '14.50'), ['/price must be a whole number of cents, got "14.50" (14.50 is written 1450)']);
  assert.equal(
    say('percent', '12%', 'number'),
    ['/price must be a number (percent), got "12%"'],
    'a unit that is not money keeps its plain note',
  );
});

messages('should say what an id looks like, and the id meant when one can be made from what was written', () => {
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      sku: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    },
  };
  const say = (data: object) => check(schema, data);
  assert.equal(say({ id: 'Peri Peri Fries' }), [
    '/id must be lowercase letters and digits joined by dashes, got "Peri Peri Fries" (did you mean "peri-peri-fries"?)',
  ]);
  assert.equal(say({ id: 'periPeriFries' }), [
    '/id must be lowercase letters and digits joined by dashes, got "periPeriFries" (did you mean "peri-peri-fries"?)',
  ]);
  assert.equal(say({ id: 'Crème_Brûlée ' }), [
    '/id must be lowercase letters and digits joined by dashes, got "Crème_Brûlée " (did you mean "creme-brulee"?)',
  ]);
  assert.equal(say({ id: '--' }), [
    '/id must be lowercase letters and digits joined by dashes, like "peri-peri-fries", got "--"',
  ]);
  assert.equal(
    say({ sku: 'Mug_Teal' }),
    ['/sku must be lowercase letters and digits joined by dashes, got "Mug_Teal" (did you mean "mug-teal"?)'],
    'store ids too',
  );
});

messages('should name a missing required field on the block that lacks it', () => {
  assert.equal(check(menu, { items: [{ id: 'a', price: 290 }] }), ['/items/0 is missing the required field "name"']);
});

messages('should suggest the closest field for an unknown one, or list the allowed fields', () => {
  const finding = (data: unknown) => {
    const validate = createAjv().compile(menu);
    validate(data);
    return explainSchemaErrors(validate.errors ?? []);
  };
  assert.equal(finding({ items: [{ id: 'a', name: 'Latte', prize: 290 }] }), [
    { pointer: '/items/0', message: 'is missing the required field "price"' },
    { pointer: '/items/0/prize', message: 'is not a known field (did you mean "price"?)', atKey: true },
  ]);
  assert.equal(check(menu, { items: [{ id: 'a', name: 'Latte', price: 290, colour: 'red' }] }), [
    '/items/0/colour is not a known field; allowed fields are: id, name, price, popular',
  ]);
});

messages('should list the allowed values of an enum and quote a const', () => {
  const schema = {
    type: 'object',
    properties: { network: { enum: ['instagram', 'facebook', 'x'] }, type: { const: 'fixed' } },
  };
  assert.equal(check(schema, { network: 'tiktok', type: 'flat' }), [
    '/network must be one of: instagram, facebook, x, got "tiktok"',
    '/type must be exactly "fixed", got "flat"',
  ]);
});

messages('should state limits on numbers, texts and lists', () => {
  const schema = {
    type: 'object',
    properties: {
      guests: { type: 'integer', minimum: 1, maximum: 40 },
      max: { type: 'integer', maximum: 40 },
      name: { type: 'string', minLength: 1 },
      code: { type: 'string', minLength: 4, maxLength: 6 },
      tags: { type: 'array', minItems: 2, maxItems: 3, uniqueItems: true },
    },
  };
  assert.equal(check(schema, { guests: 0, max: 41, name: '', code: 'ABC', tags: ['a'] }), [
    '/guests must be at least 1, got 0',
    '/max must be at most 40, got 41',
    '/name must not be empty',
    '/code must be at least 4 characters long',
    '/tags must list at least 2 items, found 1',
  ]);
  assert.equal(check(schema, { code: 'ABCDEFG', tags: ['a', 'b', 'a', 'c'] }), [
    '/code must be at most 6 characters long (it has 7)',
    '/tags must list at most 3 items, found 4',
    '/tags must not list the same thing twice (items 0 and 2 are equal)',
  ]);
});

messages('should show an example for a pattern when the schema gives one, else the pattern', () => {
  const schema = {
    type: 'object',
    properties: {
      whatsapp: { type: 'string', pattern: '^[0-9]+$', examples: ['919845012345'] },
      code: { type: 'string', pattern: '^[A-Z]+$' },
    },
  };
  assert.equal(check(schema, { whatsapp: '+91 98450', code: 'abc' }), [
    '/whatsapp must look like "919845012345", got "+91 98450"',
    '/code must match the pattern ^[A-Z]+$, got "abc"',
  ]);
});

messages('should explain each format in words', () => {
  const schema = {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date' },
      email: { type: 'string', format: 'email' },
      image: { type: 'string', format: 'kiln-image' },
      link: { type: 'string', format: 'kiln-route' },
      other: { type: 'string', format: 'kiln-route' },
      web: { type: 'string', format: 'kiln-https-url' },
      chat: { type: 'string', format: 'kiln-whatsapp-url' },
    },
  };
  const data = {
    date: '2025-02-30',
    email: 'hello',
    image: 'menu/notes.txt',
    link: '/menus',
    // "/zzzzzz" could be a page of the café's own (content-pages.json): links-to-absent-pages checks it.
    other: 'zzzzzz',
    web: 'www.example.com',
    chat: 'https://wa.me/+91 98450',
  };
  assert.equal(check(schema, data), [
    '/date must be a real calendar date written YYYY-MM-DD, e.g. "2025-10-08", got "2025-02-30"',
    '/email must be an email address like name@example.com, got "hello"',
    '/image must be a picture in the catalog/images/ folder, written like "images/menu/cake.svg", got "menu/notes.txt"',
    '/link must be a page of this site (like "/menu", "/#faq" or "/product/<id>"), got "/menus" (did you mean "/menu"?)',
    '/other must be a page of this site (like "/menu", "/#faq" or "/product/<id>"), got "zzzzzz"',
    '/web must be a full web address starting with https://, got "www.example.com"',
    '/chat must be a WhatsApp chat link: https://wa.me/ then the number with country code, digits only, like "https://wa.me/919845012345", got "https://wa.me/+91 98450" (remove the spaces and line breaks)',
  ]);
});

messages('should suggest the images/ path for a picture written outside catalog/images/', () => {
  const schema = { type: 'object', properties: { src: { type: 'string', format: 'kiln-image' } } };
  assert.equal(check(schema, { src: 'menu/cake.png' }), [
    '/src must be a picture in the catalog/images/ folder, written like "images/menu/cake.svg", got "menu/cake.png" (did you mean "images/menu/cake.png"?)',
  ]);
});

messages(
  "should name the picture types a page can show for one in images/ of another type (a phone's HEIC photo)",
  () => {
    const schema = { type: 'object', properties: { src: { type: 'string', format: 'kiln-image' } } };
    assert.equal(check(schema, { src: 'images/gallery/IMG_0423.HEIC' }), [
      '/src must be an SVG, PNG, JPEG, WebP, AVIF or GIF picture, got "images/gallery/IMG_0423.HEIC": save it again as one of those (a photo as JPEG)',
    ]);
  },
);

messages('should say why a web address was refused and what is accepted, in one line', () => {
  const schema = { type: 'object', properties: { href: { type: 'string', format: 'kiln-https-url' } } };
  const say = (href: string) => check(schema, { href });
  const web = 'must be a full web address starting with https://';
  assert.equal(say('javascript:alert(1)'), [
    `/href ${web}, got "javascript:alert(1)" (javascript: links are not allowed)`,
  ]);
  assert.equal(say('JAVASCRIPT:alert(1)'), [
    `/href ${web}, got "JAVASCRIPT:alert(1)" (javascript: links are not allowed)`,
  ]);
  assert.equal(say(' javascript:alert(1)'), [
    `/href ${web}, got " javascript:alert(1)" (javascript: links are not allowed)`,
  ]);
  assert.equal(say('vbscript:msgbox(1)'), [`/href ${web}, got "vbscript:msgbox(1)" (vbscript: links are not allowed)`]);
  assert.equal(say('data:text/html,<b>hi</b>'), [
    `/href ${web}, got "data:text/html,<b>hi</b>" (data: links are not allowed)`,
  ]);
  assert.equal(say('http://example.com'), [
    `/href ${web}, got "http://example.com" (plain http:// is not secure: write https://)`,
  ]);
  assert.equal(say('//evil.com'), [`/href ${web}, got "//evil.com" (write https: before the //)`]);
  assert.equal(say('https://user:pw@x'), [
    `/href ${web}, got "https://user:pw@x" (leave out the user name and password before the @)`,
  ]);
  assert.equal(say('mailto:hello@theclaytable.in'), [
    `/href ${web}, got "mailto:hello@theclaytable.in" (mailto: links are not allowed here)`,
  ]);
  assert.equal(say('https://example.com/a b'), [
    `/href ${web}, got "https://example.com/a b" (remove the spaces and line breaks)`,
  ]);
  assert.equal(say('https://instagram'), [
    `/href ${web}, got "https://instagram" (the address needs a full domain name, like example.com)`,
  ]);
  for (const bad of ['javascript:alert(1)', 'http://example.com', '//evil.com']) {
    for (const line of say(bad)) assert.not.ok(line.includes('\n'), line);
  }
});

messages('should pick the WhatsApp format for a WhatsApp social link and https for the others (if/then/else)', () => {
  const schema = {
    type: 'array',
    items: {
      type: 'object',
      properties: { network: { enum: ['instagram', 'whatsapp'] }, href: { type: 'string' } },
      if: { type: 'object', required: ['network'], properties: { network: { const: 'whatsapp' } } },
      then: { properties: { href: { type: 'string', format: 'kiln-whatsapp-url' } } },
      else: { properties: { href: { type: 'string', format: 'kiln-https-url' } } },
    },
  };
  assert.equal(
    check(schema, [
      { network: 'instagram', href: 'https://www.instagram.com/x' },
      { network: 'whatsapp', href: 'https://wa.me/919845012345' },
    ]),
    [],
  );
  assert.equal(
    check(schema, [
      { network: 'whatsapp', href: 'https://www.instagram.com/x' },
      { network: 'instagram', href: 'javascript:alert(1)' },
    ]),
    [
      '/0/href must be a WhatsApp chat link: https://wa.me/ then the number with country code, digits only, like "https://wa.me/919845012345", got "https://www.instagram.com/x"',
      '/1/href must be a full web address starting with https://, got "javascript:alert(1)" (javascript: links are not allowed)',
    ],
  );
});

messages('should report the errors of the closest anyOf branch, even through $ref', () => {
  const schema = {
    $defs: {
      group: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'links'],
        properties: { label: { type: 'string' }, links: { type: 'array' } },
      },
      link: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'href'],
        properties: { label: { type: 'string' }, href: { type: 'string', format: 'kiln-route' } },
      },
    },
    type: 'array',
    items: { anyOf: [{ $ref: '#/$defs/group' }, { $ref: '#/$defs/link' }] },
  };
  assert.equal(check(schema, [{ label: 'Menu', href: '/menus' }]), [
    '/0/href must be a page of this site (like "/menu", "/#faq" or "/product/<id>"), got "/menus" (did you mean "/menu"?)',
  ]);
  assert.equal(check(schema, [{ label: 'Visit', links: 'x' }]), ['/0/links must be a list [ … ], got "x"']);
});

messages('should not pick an anyOf branch that wants another type altogether', () => {
  const schema = {
    type: 'object',
    properties: {
      price: {
        anyOf: [
          { type: 'integer' },
          {
            type: 'object',
            required: ['adult', 'kid'],
            properties: { adult: { type: 'integer' }, kid: { type: 'integer' } },
          },
        ],
      },
    },
  };
  assert.equal(check(schema, { price: { adult: 750 } }), ['/price is missing the required field "kid"']);
});

messages('should put a bad field name on the field itself', () => {
  const schema = { type: 'object', propertyNames: { pattern: '^[a-z]+$' } };
  const validate = createAjv().compile(schema);
  validate({ Menu: 1 });
  assert.equal(explainSchemaErrors(validate.errors ?? []), [
    {
      pointer: '/Menu',
      message: 'is not an allowed field name: it must match the pattern ^[a-z]+$, got "Menu"',
      atKey: true,
    },
  ]);
});

messages('should say when a value matches several oneOf shapes', () => {
  const schema = { oneOf: [{ type: 'integer' }, { type: 'number' }] };
  assert.equal(check(schema, 5), ['matches more than one of the allowed shapes; make it fit exactly one']);
});

messages('should skip the bookkeeping "if" error and keep the branch error', () => {
  const schema = { type: 'object', if: { required: ['links'] }, then: { properties: { links: { type: 'array' } } } };
  assert.equal(check(schema, { links: 3 }), ['/links must be a list [ … ], got 3']);
});

messages.run();

const values = suite('describeValue');

values('should quote text, shorten long text and name lists and blocks', () => {
  assert.is(describeValue('290'), '"290"');
  assert.is(describeValue(290), '290');
  assert.is(describeValue(null), 'null');
  assert.is(describeValue([1]), 'a list');
  assert.is(describeValue({}), 'a { } block');
  assert.is(describeValue('x'.repeat(100)).length, 46);
});

values.run();
