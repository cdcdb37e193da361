import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectFile } from '../project-dir.ts';
import { starterFiles, type StarterAnswers, type StarterKind } from './starter.ts';

export interface InitOptions extends StarterAnswers {
  dir: string;
  kind: StarterKind;
}

export type InitOutcome = { outcome: 'written'; catalog: string } | { outcome: 'not-empty' };

const folderEntries = (dir: string): Promise<string[]> => readdir(dir).catch(() => []);

/**
 * Writes a new café's folder: catalog/ from the kind's starter with Kiln's schemas and the
 * placeholder pictures, a .gitignore and a README for the owner. A folder with anything in it is
 * left alone: init never overwrites what someone wrote.
 */
export async function initCafe({ dir, kind, ...answers }: InitOptions): Promise<InitOutcome> {
  if ((await folderEntries(dir)).length) return { outcome: 'not-empty' };
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
  return { outcome: 'written', catalog };
}
