import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { kilnInBackground, until } from '../cli/build-output.ts';
import { makeFixture, type Fixture } from '../cli/fixture.ts';
import type { Page } from 'playwright-core';
import { newPage } from './harness.ts';

/**
 * `kiln edit`, run as staff run it (the prebuilt CLI), on its own copy of the sample catalogue
 * and its own ports: `offset` from KILN_E2E_PORT, four ports from there (site, hub, API, editor).
 */
export interface EditorSession {
  /** The editor's address, as the terminal printed it (with its token, under --host). */
  url: string;
  /** The editor's origin, without any token. */
  origin: string;
  site: string;
  fixture: Fixture;
  output(): string;
  stop(): Promise<void>;
}

export async function startEditor(
  scenario: string,
  offset: number,
  { host, prepare }: { host?: string; prepare?: (f: Fixture) => Promise<void> } = {},
): Promise<EditorSession> {
  const base = Number(process.env.KILN_E2E_PORT ?? 4273) + offset;
  const fixture = await makeFixture(`edit-${scenario}`, prepare);
  const out = await mkdtemp(join(tmpdir(), `kiln-edit-out-${scenario}-`));
  const run = kilnInBackground(
    'edit',
    '--catalog',
    fixture.dir,
    '--out',
    out,
    '--port',
    String(base),
    '--hub-port',
    String(base + 1),
    '--api-port',
    String(base + 2),
    '--edit-port',
    String(base + 3),
    ...(host ? ['--host', host] : []),
  );
  let ended = false;
  void run.done.then(() => (ended = true));
  const editPort = `:${base + 3}`;
  const printed = () => run.output().match(new RegExp(`https?://[^\\s]+${editPort}[^\\s]*`, 'g')) ?? [];
  try {
    await until(
      () => ended || (printed().length > 0 && run.output().includes('Watching')),
      'kiln edit prints its address',
      90_000,
    );
    if (ended) throw new Error(`kiln edit stopped:\n${run.output()}`);
  } catch (error) {
    run.child.kill('SIGTERM');
    await fixture.cleanup();
    throw error;
  }
  // The loopback address: under --host the terminal lists the network's addresses too.
  const url =
    printed().find((u) => /localhost|127\.0\.0\.1/.test(u)) ?? printed()[0]!.replace(/\/\/[^:/]+/, '//localhost');
  return {
    url,
    origin: new URL(url).origin,
    site: `http://localhost:${base}`,
    fixture,
    output: run.output,
    async stop() {
      if (!ended) {
        run.child.kill('SIGTERM');
        await run.done;
      }
      await fixture.cleanup();
      await rm(out, { recursive: true, force: true });
    },
  };
}

/** Paneer Tikka's price box in the menu's form (₹290 in the fixture). */
export const PANEER_TIKKA_PRICE = '[data-pointer="/categories/0/sections/0/items/1/price"] input';

/** A desktop page on the menu's form, with Paneer Tikka open. */
export async function openPaneerTikka(session: EditorSession): Promise<Page> {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(new URL('/menu', session.url).href);
  await page.getByRole('heading', { level: 1, name: 'Café menu' }).waitFor();
  await openDish(page, /Paneer Tikka/);
  return page;
}

/**
 * Opens a dish in the menu's form: its tab's item first (the menu has more tabs than a list
 * shows open), unless it is open already (a list holding a problem is).
 */
export async function openDish(page: Page, dish: RegExp, tab = 'Appetizers'): Promise<void> {
  const button = page.getByRole('button', { name: dish }).first();
  if (!(await button.isVisible()))
    await page
      .getByRole('button', { name: new RegExp(`^\\d+\\. ${tab}`) })
      .first()
      .click();
  await button.click();
}
