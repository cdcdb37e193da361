import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { noisyPhoto } from './photo-fixture.ts';

/** The two pages of the café's own that tests add to a copy of the sample (which has none). */
export const OWN_PAGES = {
  $schema: './schemas/content-pages.schema.json',
  pages: [
    {
      path: '/catering',
      title: 'Catering',
      description: 'Food and chai for your office or party, from the studio kitchen.',
      heading: 'Catering for your office',
      intro: 'Tell us the day and the number of guests, and we bring the rest.',
      sections: [
        {
          heading: 'What we bring',
          text: 'Trays of snacks, a cake and flasks of chai.\n\nEvery dish can be made without nuts.',
          image: { src: 'images/pages/catering.jpg', alt: 'A long table set with trays of snacks' },
          links: [
            { label: 'See the menu', href: '/menu' },
            { label: 'Winter evenings', href: '/seasons/winter' },
          ],
        },
        {
          heading: 'Ask for a quote',
          text: 'Write to us with the day, the guests and what they eat.',
          links: [{ label: 'Contact us', href: '/contact' }],
        },
      ],
    },
    {
      path: '/seasons/winter',
      title: 'Winter evenings',
      description: 'Evenings by the kiln, every Friday all winter.',
      heading: 'Winter evenings',
      sections: [
        {
          heading: 'Come by on Fridays',
          text: 'The kiln is warm and the chai is on.',
          links: [{ label: 'Back to catering', href: '/catering#part-1' }],
        },
      ],
    },
  ],
};

/** Adds OWN_PAGES, their photo and a footer link to /catering to the catalogue copy in `dir`. */
export async function addOwnPages(dir: string): Promise<void> {
  await writeFile(join(dir, 'content-pages.json'), `${JSON.stringify(OWN_PAGES, null, 2)}\n`);
  await mkdir(join(dir, 'images', 'pages'), { recursive: true });
  await writeFile(join(dir, 'images', 'pages', 'catering.jpg'), await noisyPhoto({ width: 1600, height: 1200 }));
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
  site.footer.links.push({ label: 'Catering', href: '/catering' });
  await writeFile(join(dir, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
}
