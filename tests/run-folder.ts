// Runs one test folder with uvu's API, then exits even if a browser or server is still open.
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const [dir, filter] = process.argv.slice(2);
const { suites } = await parse(dir!, /\.test\.tsx?$/, { cwd: process.cwd() });
// The filter may name several files: `cart|estimator`.
const chosen = filter ? suites.filter((s) => filter.split('|').some((part) => s.name.includes(part))) : suites;
await run(chosen, { bail: false });
if (dir!.endsWith('e2e')) await (await import('./e2e/harness.ts')).closeAll();
process.exit(process.exitCode ?? 0);
