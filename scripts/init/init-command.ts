import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectFile } from '../project-dir.ts';
import type { PlaceKind } from '../../site/core/catalog/site.ts';
import { starterFiles, type StarterAnswers } from './starter.ts';
import { writeHostFiles } from './host-files.ts';
import type { KilnSource } from './kiln-source.ts';

export interface InitOptions extends StarterAnswers {
  dir: string;
  kind: PlaceKind;
  /** Where the folder's package.json installs Kiln from (kiln-source.ts: this Kiln's by default). */
  kiln?: KilnSource | undefined;
}

export type InitOutcome =
  /** `kiln`: where its package.json installs Kiln from. */
  | { outcome: 'written'; catalog: string; kiln: KilnSource }
  | { outcome: 'not-empty' }
  | { outcome: 'not-a-folder' }
  /** A number site.json's schema would refuse: `flag` and an example of one it takes. */
  | { outcome: 'bad-number'; flag: '--phone' | '--whatsapp'; value: string; example: string };

const folderEntries = (dir: string): Promise<string[]> => readdir(dir).catch(() => []);
const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (s) => !s.isDirectory(),
    () => false,
  );

interface NumberSchema {
  pattern: string;
  examples: string[];
}

/**
 * The phone and WhatsApp numbers checked as site.json's schema checks them, before anything is
 * written: a new catalogue is valid from the first second, or not written at all.
 */
async function badNumber({ phone, whatsapp }: StarterAnswers): Promise<InitOutcome | undefined> {
  const schema = JSON.parse(await readFile(projectFile('catalog', 'schemas', 'site.schema.json'), 'utf8'));
  const fields = schema.properties as Record<'phone' | 'whatsapp', NumberSchema>;
  const chat = whatsapp ?? phone;
  const given = [
    ['--phone', 'phone', phone],
    [whatsapp === undefined ? '--phone' : '--whatsapp', 'whatsapp', chat?.replace(/\D/g, '')],
  ] as const;
  for (const [flag, field, value] of given) {
    const { pattern, examples } = fields[field];
    if (value !== undefined && !new RegExp(pattern, 'u').test(value))
      return { outcome: 'bad-number', flag, value: flag === '--phone' ? phone! : chat!, example: examples[0]! };
  }
  return undefined;
}

/**
 * Writes a new café's folder: catalog/ from the kind's starter with Kiln's schemas and the
 * placeholder pictures, a .gitignore, a README for the owner, and the files a host builds from with
 * the package.json that installs Kiln (host-files.ts). A folder with anything in it is left alone: init never overwrites what someone wrote.
 */
export async function initCafe({ dir, kind, kiln, ...answers }: InitOptions): Promise<InitOutcome> {
  if (await isFile(dir)) return { outcome: 'not-a-folder' };
  if ((await folderEntries(dir)).length) return { outcome: 'not-empty' };
  const refused = await badNumber(answers);
  if (refused) return refused;
  const starters = projectFile('starters');
  const catalog = join(dir, 'catalog');
  await mkdir(catalog, { recursive: true });
  for (const [name, data] of await starterFiles(starters, kind, answers))
    await writeFile(join(catalog, name), `${JSON.stringify(data, null, 2)}\n`);
  await cp(projectFile('catalog', 'schemas'), join(catalog, 'schemas'), { recursive: true });
  await cp(join(starters, 'images'), join(catalog, 'images'), { recursive: true });
  await writeFile(join(dir, '.gitignore'), 'node_modules/\ndist/\ndist.*\n');
  const readme = await readFile(join(starters, 'owner-readme.md'), 'utf8');
  await writeFile(join(dir, 'README.md'), readme.replaceAll('{name}', answers.name ?? 'your café'));
  const hosting = await writeHostFiles(dir, { ...(kiln && { kiln }) });
  return { outcome: 'written', catalog, kiln: hosting.kiln };
}
