import type { PublishConflict, PublishReply } from '../../editor/publish/publish-protocol.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { changedFiles, describeChanges } from './catalogue-changes.ts';
import { type CatalogueRepo, findCatalogueRepo, inRepo } from './catalogue-repo.ts';
import { summaryLine } from './change-words.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { git } from './git-command.ts';
import { PUBLISH_TRAILER } from './last-publish.ts';
import { publishMessages } from './publish-messages.ts';
import { planMerge, type RewriteJson, writeMerged } from './remote-merge.ts';

export interface PublishChoice {
  file: string;
  pointer: string;
  keep: 'mine' | 'theirs';
}

/** A publish's reply and its HTTP status (the CLI turns it into lines and an exit code). */
export interface PublishAnswer {
  status: number;
  body: PublishReply;
  /** Said besides the reply: pictures both sides changed, whose remote copy was kept. */
  notes?: string[];
}

const fail = (status: number, message: string): PublishAnswer => ({ status, body: { message } });
/** git's last line of output: the one that says why. */
const lastLine = (text: string) => text.trim().split('\n').filter(Boolean).at(-1) ?? '';

/**
 * Who commits, as git's `-c` options, when this computer has never told git (a café's laptop
 * usually has not, and git would refuse to commit): the café, by site.json's name and email.
 * Nothing when git knows someone.
 */
async function committer(repo: CatalogueRepo, catalogDir: string): Promise<string[]> {
  const knows = async (key: string) => (await git(repo.top, ['config', key])).stdout.trim() !== '';
  const [name, email] = [await knows('user.name'), await knows('user.email')];
  if (name && email) return [];
  const site = await readFile(join(catalogDir, 'site.json'), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}) as Record<string, unknown>,
  );
  const words = (value: unknown, test: RegExp, fallback: string) =>
    typeof value === 'string' && test.test(value.trim()) ? value.trim() : fallback;
  // Only what git lacks: a name someone gave git stays theirs.
  return [
    ...(name ? [] : ['-c', `user.name=${words(site.name, /\S/, 'Kiln')}`]),
    ...(email ? [] : ['-c', `user.email=${words(site.email, /^[^\s@]+@[^\s@]+$/, 'kiln@localhost')}`]),
  ];
}

/** Commits exactly the catalogue's changed files (never .history/, never other files of the repository). */
async function commitChanges(
  repo: CatalogueRepo,
  catalogDir: string,
): Promise<{ summary: string } | PublishAnswer | undefined> {
  // A repository with no commit yet: every file of the catalogue is new.
  const head = (await git(repo.top, ['rev-parse', '--verify', '--quiet', 'HEAD'])).ok ? 'HEAD' : undefined;
  const files = (await changedFiles(repo, head)).map((f) => inRepo(repo, f.path));
  if (!files.length) return undefined;
  const words = await describeChanges(repo, catalogDir, head);
  const summary = summaryLine(words.map((c) => c.text));
  const added = await git(repo.top, ['add', '-A', '--', ...files]);
  if (!added.ok) return fail(500, publishMessages.commitFailed(lastLine(added.stderr)));
  const committed = await git(repo.top, [
    ...(await committer(repo, catalogDir)),
    'commit',
    '--only',
    '-m',
    summary,
    '-m',
    PUBLISH_TRAILER,
    '--',
    ...files,
  ]);
  if (!committed.ok) return fail(500, publishMessages.commitFailed(lastLine(committed.stderr || committed.stdout)));
  return { summary };
}

const push = (repo: CatalogueRepo) =>
  git(repo.top, ['push', '--porcelain', repo.remote, `HEAD:refs/heads/${repo.branch}`]);

/** The remote moved on: refused as "fetch first" or "non-fast-forward", never forced. */
const remoteMovedOn = (text: string) => /\[rejected\]|fetch first|non-fast-forward/.test(text);

/**
 * Brings in the remote's commits, value by value, as a real merge commit (two parents): both
 * sides' commits stay as they were, so what was published from another clone keeps its commit,
 * and nothing this computer committed is rewritten. Conflicts stop it before anything changes.
 */
async function mergeRemote(
  repo: CatalogueRepo,
  catalogDir: string,
  choices: readonly PublishChoice[],
  summary: string,
  rewrite: RewriteJson,
): Promise<PublishAnswer | { notes: string[] }> {
  const fetched = await git(repo.top, ['fetch', repo.remote, repo.branch]);
  if (!fetched.ok) return fail(502, publishMessages.mergeFailed(lastLine(fetched.stderr)));
  const theirs = (await git(repo.top, ['rev-parse', 'FETCH_HEAD'])).stdout.trim();
  const base = (await git(repo.top, ['merge-base', 'HEAD', theirs])).stdout.trim();
  const plan = await planMerge(repo, base, theirs, choices, rewrite);
  if (plan.conflicts.length) {
    const conflicts: PublishConflict[] = plan.conflicts;
    return { status: 409, body: { conflicts, message: publishMessages.conflicts(conflicts.length) } };
  }
  const merging = await git(repo.top, ['merge', '--no-ff', '--no-commit', theirs]);
  const started = (await git(repo.top, ['rev-parse', '--verify', '--quiet', 'MERGE_HEAD'])).ok;
  if (!started) return fail(409, publishMessages.mergeFailed(lastLine(merging.stderr || merging.stdout)));
  await writeMerged(repo, plan.files);
  if (plan.files.size) await git(repo.top, ['add', '-A', '--', ...plan.files.keys()]);
  const abort = async (answer: PublishAnswer) => {
    await git(repo.top, ['merge', '--abort']);
    return answer;
  };
  const unmerged = (await git(repo.top, ['diff', '--name-only', '--diff-filter=U'])).stdout.trim();
  if (unmerged) return abort(fail(409, publishMessages.mergeFailed(unmerged.split('\n').join(', '))));
  const validation = await validateCatalog(catalogDir);
  if (validation.problems.length)
    return abort({
      status: 422,
      body: {
        invalid: true,
        message: publishMessages.invalid(validation.problems.length),
        problems: validation.problems,
      },
    });
  const committed = await git(repo.top, [
    ...(await committer(repo, catalogDir)),
    'commit',
    '-m',
    summary,
    '-m',
    "Merged with the remote's own changes.",
    '-m',
    PUBLISH_TRAILER,
  ]);
  if (!committed.ok)
    return abort(fail(500, publishMessages.commitFailed(lastLine(committed.stderr || committed.stdout))));
  return { notes: plan.pictures.map(publishMessages.pictureBothChanged) };
}

/**
 * `kiln publish` and POST /api/publish: validate; commit the catalogue's changes with their summary
 * as the message; push to `origin`'s branch of the same name. A push refused because the remote
 * moved on brings the remote's changes in (mergeRemote), then pushes again; never forced.
 */
export async function publishCatalogue(
  catalogDir: string,
  choices: readonly PublishChoice[],
  rewrite: RewriteJson,
): Promise<PublishAnswer> {
  const repo = await findCatalogueRepo(catalogDir);
  if ('unavailable' in repo) return fail(409, repo.unavailable);
  const validation = await validateCatalog(catalogDir);
  if (validation.problems.length)
    return {
      status: 422,
      body: {
        invalid: true,
        message: publishMessages.invalid(validation.problems.length),
        problems: validation.problems,
      },
    };
  const committed = await commitChanges(repo, catalogDir);
  if (committed && 'status' in committed) return committed;
  // What is not pushed yet may be an earlier publish that stopped at a conflict: its own summary.
  const summary = committed?.summary ?? (await git(repo.top, ['log', '-1', '--format=%s'])).stdout.trim();
  let pushed = await push(repo);
  let merged = false;
  let notes: string[] = [];
  if (!pushed.ok && remoteMovedOn(pushed.stdout + pushed.stderr)) {
    const done = await mergeRemote(repo, catalogDir, choices, summary, rewrite);
    if ('status' in done) return done;
    notes = done.notes;
    merged = true;
    pushed = await push(repo);
  }
  if (!pushed.ok) return fail(502, publishMessages.pushRefused(lastLine(pushed.stderr || pushed.stdout)));
  if (!merged && /\[up to date\]/.test(pushed.stdout)) return { status: 200, body: { published: false, summary: '' } };
  const commit = (await git(repo.top, ['rev-parse', 'HEAD'])).stdout.trim();
  // `notes` is an added field (the protocol allows them): the editor may show it; the CLI prints it.
  return { status: 200, body: { published: true, commit, summary, merged, ...(notes.length && { notes }) }, notes };
}
