import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateCatalog } from '../../../scripts/validate/validate-catalog.ts';
import { makeFixture } from '../../cli/fixture.ts';

/*
 * Issue 33, part 4: messages to the café say what staff meant. A placeholder a WhatsApp message
 * does not know, and half of a two-part character in any text, are refused in one line each.
 */

const text = suite('validate: what messages to the café can carry');

/** The problems `validate` finds in the sample with `edit` applied. */
async function problemsWith(scenario: string, edit: Parameters<typeof makeFixture>[1]) {
  const fixture = await makeFixture(scenario, edit);
  try {
    return (await validateCatalog(fixture.dir)).problems.map((p) => ({
      file: p.file.slice(fixture.dir.length + 1),
      pointer: p.pointer,
      message: p.message,
    }));
  } finally {
    await fixture.cleanup();
  }
}

text('should refuse an unknown placeholder in the booking message, naming those it knows', async () => {
  const problems = await problemsWith('wa-nmae', (f) =>
    f.editJson(
      'forms.json',
      (forms) =>
        void (forms.reservation.whatsapp.message = forms.reservation.whatsapp.message.replace('{name}', '{nmae}')),
    ),
  );
  assert.equal(problems, [
    {
      file: 'forms.json',
      pointer: '/reservation/whatsapp/message',
      message:
        '{nmae} is not filled in here and would reach the café as written: this message knows {name}, {phone}, {date}, {time}, {guests}, {requests}',
    },
  ]);
});

text("should refuse an unknown placeholder in a package's and the estimate's messages", async () => {
  const problems = await problemsWith('wa-packages', async (f) => {
    await f.editJson('packages.json', (packages) => {
      packages.labels.whatsappMessage = 'Hi! I would like the {name} on {date}';
      packages.estimator.share.toCafeMessage = '{estimate} {estimat}';
    });
  });
  assert.equal(
    problems.map((p) => [p.pointer, p.message]),
    [
      [
        '/labels/whatsappMessage',
        '{date} is not filled in here and would reach the café as written: this message knows {name}',
      ],
      [
        '/estimator/share/toCafeMessage',
        '{estimat} is not filled in here and would reach the café as written: this message knows {name}, {date}, {time}, {estimate}',
      ],
    ],
  );
});

text(
  'should refuse half of a two-part character in any text, and in a field name, in one line at its place',
  async () => {
    const problems = await problemsWith('wa-surrogate', async (f) => {
      const message = await f.readText('forms.json');
      await f.writeText('forms.json', message.replace('Hello The Clay Table! I', 'Hi \\ud800 {name} I'));
      const about = await f.readText('about.json');
      await f.writeText('about.json', about.replace('{', '{ "\\udc00x": "tail",'));
    });
    const broken = problems.filter((p) => p.message.includes('broken character'));
    assert.equal(
      broken.map((p) => [p.file, p.pointer, p.message]),
      [
        [
          'about.json',
          '/\udc00x',
          'has a broken character at position 1 (half of an emoji or symbol, often left by copying and pasting): delete it and type the character again',
        ],
        [
          'forms.json',
          '/reservation/whatsapp/message',
          'has a broken character at position 4 (half of an emoji or symbol, often left by copying and pasting): delete it and type the character again',
        ],
      ],
    );
    for (const p of problems) assert.not.match(p.message, /\n/);
  },
);

text('should take whole emoji and other two-part characters as they are', async () => {
  const problems = await problemsWith('wa-emoji', (f) =>
    f.editJson(
      'forms.json',
      (forms) => void (forms.reservation.whatsapp.message = `🎉 ${forms.reservation.whatsapp.message} 𝄞`),
    ),
  );
  assert.equal(problems, []);
});

text.run();
