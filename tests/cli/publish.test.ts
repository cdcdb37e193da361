import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { minimalEdits } from '../../scripts/edit/minimal-edits.ts';
import { publishCatalogue } from '../../scripts/publish/publish-catalogue.ts';
import { KILN, kiln, lines, REPO } from './fixture.ts';
import { type CafeRepo, makeCafeRepo } from './publish-remote.ts';

/*
 * `kiln publish` (issue 38 part 1) against a local bare repository standing in for the host: a
 * price change arrives as one commit touching one line, and the host's build serves it; a remote
 * that moved on is merged value by value, or staff are asked to choose; a catalogue with a problem
 * is never published.
 */
const publish = suite('kiln publish: to the café’s git remote');

/** The first dish's price in the fixture's menu.json, and the text of a new one. */
const PRICE = '"price": 19000';
const NEW_PRICE = '"price": 19300';

const menuOn = (repo: CafeRepo, ref: string) => JSON.parse(repo.git(repo.origin, 'show', `${ref}:content/menu.json`));
const firstDish = (menu: any) => menu.categories[0].sections[0].items[0];
const secondDishPrice = (menu: any) => menu.categories[2].items[1].price;

let repos: CafeRepo[] = [];
publish.after.each(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

publish('should push a price change as one commit touching one line of menu.json, that the host builds', async () => {
  const repo = await makeCafeRepo('price', { host: true });
  repos.push(repo);
  await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 0, run.stdout + run.stderr);
  assert.equal(lines(run.stdout), ['Published to origin main: Café menu: Peri Peri Fries ₹190 → ₹193']);

  assert.is(
    repo.git(repo.origin, 'log', '-1', '--format=%B', 'main').trim(),
    'Café menu: Peri Peri Fries ₹190 → ₹193\n\nPublished-with: kiln',
  );
  assert.is(repo.git(repo.origin, 'show', '--numstat', '--format=', 'main').trim(), '1\t1\tcontent/menu.json');
  assert.is(repo.git(repo.origin, 'rev-list', '--count', 'main').trim(), '2');

  // The host's build of what was pushed shows the new price.
  const log = await readFile(join(repo.root, 'host-build.log'), 'utf8').catch(() => 'no build log');
  const page = join(repo.hostOut, 'site', 'menu', 'index.html');
  assert.ok(existsSync(page), log);
  const html = await readFile(page, 'utf8');
  assert.match(html, '₹193');
  assert.not.match(html.slice(html.indexOf('Peri Peri Fries')).slice(0, 2000), '₹190');

  // Nothing more to publish, said in words.
  const again = kiln('publish', '--catalog', repo.catalog);
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, 'Nothing to publish');
});

publish('should merge, without losing either, a change another computer published to another value first', async () => {
  const repo = await makeCafeRepo('merge', { host: true });
  repos.push(repo);
  const other = repo.clone('other');
  await repo.replaceIn(join(other, 'content', 'menu.json'), '"price": 21000', '"price": 22500');
  repo.git(other, 'commit', '-q', '-am', 'Cappuccino up');
  repo.git(other, 'push', '-q', 'origin', 'main');

  await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, 'Published to origin main: Café menu: Peri Peri Fries ₹190 → ₹193');

  const menu = menuOn(repo, 'main');
  assert.is(firstDish(menu).price, 19300);
  assert.is(secondDishPrice(menu), 22500);
  // A real merge: both sides' commits kept as they were.
  assert.is(repo.git(repo.origin, 'log', '-1', '--format=%P', 'main').trim().split(' ').length, 2);
  assert.match(repo.git(repo.origin, 'log', '--format=%s', 'main'), 'Cappuccino up');
  // What the merge pushed builds, with both prices.
  const html = await readFile(join(repo.hostOut, 'site', 'menu', 'index.html'), 'utf8');
  assert.match(html, '₹193');
  assert.match(html, '₹225');
});

publish(
  'should keep a dish added to one list on each computer, and this one’s price change, with no question',
  async () => {
    const repo = await makeCafeRepo('lists', { host: true });
    repos.push(repo);
    const addDish = async (menuFile: string, id: string, name: string) => {
      const menu = JSON.parse(await readFile(menuFile, 'utf8'));
      const list = menu.categories[2].items;
      list.push({ ...list[0], id, name });
      await writeFile(menuFile, `${JSON.stringify(menu, null, 2)}\n`);
    };
    const other = repo.clone('other');
    await addDish(join(other, 'content', 'menu.json'), 'masala-chai', 'Masala Chai');
    repo.git(other, 'commit', '-q', '-am', 'Chai');
    repo.git(other, 'push', '-q', 'origin', 'main');

    await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
    await addDish(join(repo.catalog, 'menu.json'), 'filter-coffee', 'Filter Coffee');
    const run = kiln('publish', '--catalog', repo.catalog);
    assert.is(run.code, 0, run.stdout + run.stderr);
    const menu = menuOn(repo, 'main');
    assert.is(firstDish(menu).price, 19300);
    const names = menu.categories[2].items.map((d: { name: string }) => d.name);
    assert.equal(names.slice(-2).sort(), ['Filter Coffee', 'Masala Chai']);
    const html = await readFile(join(repo.hostOut, 'site', 'menu', 'index.html'), 'utf8');
    assert.match(html, 'Masala Chai');
    assert.match(html, 'Filter Coffee');
  },
);

publish(
  'should commit as the café, by site.json’s name and email, on a computer that never told git who it is',
  async () => {
    const repo = await makeCafeRepo('identity');
    repos.push(repo);
    repo.git(repo.cafe, 'config', '--unset', 'user.name');
    repo.git(repo.cafe, 'config', '--unset', 'user.email');
    await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
    // No global or system git settings: as on a café's new laptop.
    const home = join(repo.root, 'home');
    await mkdir(home);
    const run = spawnSync(process.execPath, [...KILN, 'publish', '--catalog', repo.catalog], {
      cwd: REPO,
      encoding: 'utf8',
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => !/^(GIT_(AUTHOR|COMMITTER)_|EMAIL$)/.test(k)),
        ),
        HOME: home,
        XDG_CONFIG_HOME: home,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        NO_COLOR: '1',
      },
    });
    assert.is(run.status, 0, run.stdout + run.stderr);
    const site = JSON.parse(await readFile(join(repo.catalog, 'site.json'), 'utf8'));
    assert.is(repo.git(repo.origin, 'log', '-1', '--format=%an <%ae>', 'main').trim(), `${site.name} <${site.email}>`);
  },
);

publish('should list a value both sides changed, push nothing, then publish the side chosen', async () => {
  const repo = await makeCafeRepo('conflict');
  repos.push(repo);
  const other = repo.clone('other');
  await repo.replaceIn(join(other, 'content', 'menu.json'), PRICE, '"price": 25000');
  repo.git(other, 'commit', '-q', '-am', 'Fries up');
  repo.git(other, 'push', '-q', 'origin', 'main');
  const theirs = repo.git(repo.origin, 'rev-parse', 'main').trim();

  await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 1, run.stdout + run.stderr);
  assert.equal(lines(run.stderr), [
    'The published site changed a value you changed too. Choose which to keep for each, then publish again. Nothing was lost: your changes are saved on this computer.',
    "Café menu › Appetizers › Veg › Peri Peri Fries › Price (content/menu.json /categories/0/sections/0/items/0/price): yours ₹193, the remote's ₹250",
    'Run kiln edit and choose in the Publish dialog, or fix the files and run kiln publish again.',
  ]);
  assert.is(repo.git(repo.origin, 'rev-parse', 'main').trim(), theirs, 'nothing pushed');
  // This computer's change is kept, committed.
  assert.is(repo.git(repo.cafe, 'log', '-1', '--format=%s').trim(), 'Café menu: Peri Peri Fries ₹190 → ₹193');
  assert.is(repo.git(repo.cafe, 'status', '--porcelain').trim(), '');

  // Staff choose this computer's price (the editor's Publish dialog sends the same choices).
  const done = await publishCatalogue(
    repo.catalog,
    [{ file: 'content/menu.json', pointer: '/categories/0/sections/0/items/0/price', keep: 'mine' }],
    minimalEdits,
  );
  assert.is(done.status, 200, JSON.stringify(done.body));
  assert.equal(
    { ...done.body, commit: '' },
    {
      published: true,
      commit: '',
      summary: 'Café menu: Peri Peri Fries ₹190 → ₹193',
      merged: true,
    },
  );
  assert.is(firstDish(menuOn(repo, 'main')).price, 19300);
  assert.match(repo.git(repo.origin, 'log', '--format=%s', 'main'), 'Fries up');
});

publish('should keep the remote’s copy of a picture both sides replaced, and say so', async () => {
  const repo = await makeCafeRepo('picture');
  repos.push(repo);
  const picture = 'images/logo.svg';
  const other = repo.clone('other');
  const theirs = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';
  await writeFile(join(other, 'content', picture), theirs);
  repo.git(other, 'commit', '-q', '-am', 'New logo');
  repo.git(other, 'push', '-q', 'origin', 'main');

  await writeFile(
    join(repo.catalog, picture),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="9" height="9"/></svg>\n',
  );
  await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, NEW_PRICE);
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, `${picture} was changed on both sides: the remote's copy was kept.`);
  assert.is(repo.git(repo.origin, 'show', `main:content/${picture}`), theirs);
  assert.is(firstDish(menuOn(repo, 'main')).price, 19300);
});

publish('should not publish a catalogue with a problem, nor commit it', async () => {
  const repo = await makeCafeRepo('invalid');
  repos.push(repo);
  const before = repo.git(repo.cafe, 'rev-parse', 'HEAD').trim();
  await repo.replaceIn(join(repo.catalog, 'menu.json'), PRICE, '"price": -5');
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 1, run.stdout + run.stderr);
  assert.match(run.stderr, 'The catalogue has a problem: fix it before publishing. Nothing was published.');
  assert.match(run.stderr, /menu\.json:\d+:\d+ /);
  assert.is(repo.git(repo.cafe, 'rev-parse', 'HEAD').trim(), before, 'nothing committed');
  const json = kiln('publish', '--catalog', repo.catalog, '--json');
  assert.is(json.code, 1, json.stderr);
  const reply = JSON.parse(json.stdout);
  assert.is(reply.invalid, true);
  assert.is(reply.problems[0].pointer, '/categories/0/sections/0/items/0/price');
  assert.is(repo.git(repo.origin, 'rev-parse', 'main').trim(), before, 'nothing pushed');
});

publish('should say plainly when the catalogue is not in a repository with an origin', async () => {
  const repo = await makeCafeRepo('no-origin');
  repos.push(repo);
  repo.git(repo.cafe, 'remote', 'remove', 'origin');
  const run = kiln('publish', '--catalog', repo.catalog);
  assert.is(run.code, 2, run.stdout + run.stderr);
  assert.match(run.stderr, 'has no remote called origin');
});

publish.run();
