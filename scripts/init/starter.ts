import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { PlaceKind } from '../../site/core/catalog/site.ts';

/** The owner's answers given as flags; each one left out stays a placeholder. */
export interface StarterAnswers {
  name?: string;
  tagline?: string;
  phone?: string;
  /** Defaults to the phone number: most cafés use one number for both. */
  whatsapp?: string;
}

/** starters/kinds/<kind>.json: which extra files the kind has, and what it changes in the base files. */
interface KindFile {
  extraFiles: string[];
  files: Record<string, unknown>;
}

/** The files every kind starts from (starters/base/). */
const BASE_FILES = ['site', 'pages', 'home', 'contact', 'forms', 'faq', 'theme', 'menu'].map((n) => `${n}.json`);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base`: objects merge key by key, anything else (a list too) replaces. */
export function overlay(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over;
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = key in base ? overlay(base[key], value) : value;
  return merged;
}

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));

/** The answers written into site.json's data (the starter's, or the setup's copy of the catalogue's). */
export function answerSite(site: Json, { name, tagline, phone, whatsapp }: StarterAnswers): void {
  if (name) {
    site.name = name;
    site.logo = { ...(site.logo as Json), alt: `${name} logo` };
    // A phone's home screen shows at most 12 letters under the icon.
    if (name.length <= 12) (site.app as Json).shortName = name;
    const footer = site.footer as Json;
    footer.copyright = `© {year} ${name}. All rights reserved.`;
  }
  if (tagline) site.tagline = tagline;
  if (phone) site.phone = phone;
  const chat = whatsapp ?? phone;
  // WhatsApp links need the number as digits only, with its country code.
  if (chat) site.whatsapp = chat.replace(/\D/g, '');
}

/** A new catalogue's JSON files, by file name: the base, the kind laid over it, then the answers. */
export async function starterFiles(
  startersDir: string,
  kind: PlaceKind,
  answers: StarterAnswers,
): Promise<Map<string, Json>> {
  const kindFile = (await readJson(join(startersDir, 'kinds', `${kind}.json`))) as KindFile;
  const files = new Map<string, Json>();
  for (const name of BASE_FILES) {
    const base = await readJson(join(startersDir, 'base', name));
    files.set(name, overlay(base, kindFile.files[name] ?? {}) as Json);
  }
  for (const name of kindFile.extraFiles) files.set(name, (await readJson(join(startersDir, 'extra', name))) as Json);
  const site = files.get('site.json')!;
  // Right after the description, where the schema has it.
  files.set(
    'site.json',
    Object.fromEntries(
      Object.entries(site).flatMap(([k, v]) =>
        k === 'description'
          ? [
              [k, v],
              ['kind', kind],
            ]
          : [[k, v]],
      ),
    ),
  );
  answerSite(files.get('site.json')!, answers);
  return files;
}
