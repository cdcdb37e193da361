import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  warmBuilder,
  type DevOutcome,
  type PrebuiltWorker,
  type WarmBuilder,
} from '../../../scripts/dev/warm-builder.ts';

/*
 * `kiln dev`'s builder, with stand-in workers that answer every build by naming themselves and
 * their process: it must keep one worker while the sources stay the same, and replace it as soon
 * as they give a new prebuilt CLI, so pages are never built by stale code.
 */
const warm = suite('warmBuilder: one warm worker per version of the sources');

let dir: string;
let builder: WarmBuilder | undefined;
let current: PrebuiltWorker;
let asked = 0;
const options = { catalogDir: 'tests/fixtures/catalog', outDir: 'nowhere' };
/** A worker that answers with its name and pid (as a bug: the one outcome that carries a message). */
const worker = async (name: string, body = `process.send({ id: request.id, failed: '${name} ' + process.pid });`) => {
  const file = join(dir, `${name}.mjs`);
  await writeFile(
    file,
    `process.on('message', (request) => { ${body} });\nprocess.on('disconnect', () => process.exit(0));\n`,
  );
  return file;
};
const answer = (outcome: DevOutcome) => (outcome.outcome === 'failed' ? outcome.lines.join('\n') : outcome.outcome);

warm.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiln-warm-'));
  asked = 0;
  current = { key: 'a', buildWorker: await worker('a') };
  builder = warmBuilder({ prebuilt: async () => (asked++, current) });
});
warm.after.each(async () => {
  builder?.stop();
  await rm(dir, { recursive: true, force: true });
});

warm('should build every time in the same warm worker while nothing changes', async () => {
  const first = answer(await builder!.build(options));
  assert.match(first, /^a \d+$/);
  assert.is(answer(await builder!.build(options)), first, 'the same process');
  assert.is(asked, 1, 'the sources are checked once, not on every catalogue save');
});

warm('should replace the worker when the sources give a new prebuilt CLI', async () => {
  const first = answer(await builder!.build(options));
  current = { key: 'b', buildWorker: await worker('b') };
  assert.is(answer(await builder!.build(options)), first, 'no source change announced: the warm worker builds');
  builder!.sourcesChanged();
  assert.match(answer(await builder!.build(options)), /^b \d+$/, 'a new worker for the new sources');
});

warm('should keep the worker when a source change leaves the prebuilt CLI the same', async () => {
  const first = answer(await builder!.build(options));
  builder!.sourcesChanged();
  assert.is(answer(await builder!.build(options)), first);
  assert.is(asked, 2);
});

warm('should report a worker that dies mid-build with what it printed, and start a new one next time', async () => {
  current = {
    key: 'crash',
    buildWorker: await worker('crash', "console.error('boom: out of clay'); process.exit(3);"),
  };
  const crashed = await builder!.build(options);
  assert.is(crashed.outcome, 'failed');
  assert.match(answer(crashed), /boom: out of clay/);
  current = { key: 'c', buildWorker: await worker('c') };
  assert.match(answer(await builder!.build(options)), /^c \d+$/);
});

warm('should say why when the sources do not bundle, and try again on the next build', async () => {
  current = { key: 'a', buildWorker: current.buildWorker };
  const failing = warmBuilder({
    prebuilt: async () => {
      throw new Error('scripts/cli.ts:1:1: ERROR: Unexpected "}"');
    },
  });
  try {
    const outcome = await failing.build(options);
    assert.is(outcome.outcome, 'failed');
    assert.match(answer(outcome), /Unexpected "\}"/);
  } finally {
    failing.stop();
  }
});

warm.run();
