import type { CatalogueRepo } from './catalogue-repo.ts';
import { git } from './git-command.ts';

/** The trailer line that marks the commits Kiln wrote when publishing. */
export const PUBLISH_TRAILER = 'Published-with: kiln';

export interface LastPublish {
  commit: string;
  at: string;
  summary: string;
}

/** What a publish is measured from: the remote's copy of the branch when this computer knows it, else HEAD. */
async function publishedRef(repo: CatalogueRepo): Promise<string> {
  const remote = `refs/remotes/${repo.remote}/${repo.branch}`;
  return (await git(repo.top, ['rev-parse', '--verify', '--quiet', remote])).ok ? remote : 'HEAD';
}

async function lastCommit(repo: CatalogueRepo, extra: string[]): Promise<LastPublish | undefined> {
  const ref = await publishedRef(repo);
  const log = await git(repo.top, ['log', '-1', ...extra, '--format=%H%x00%cI%x00%s', ref, '--', repo.folder || '.']);
  const [commit, at, summary] = log.stdout.trim().split('\0');
  return log.ok && commit ? { commit, at: at!, summary: summary ?? '' } : undefined;
}

/** The last commit Kiln published that touched the catalogue folder. */
export const lastPublish = (repo: CatalogueRepo): Promise<LastPublish | undefined> =>
  lastCommit(repo, ['--fixed-strings', `--grep=${PUBLISH_TRAILER}`]);

/** What changes are counted from: the last publish, else the last commit that touched the catalogue. */
export async function publishBase(repo: CatalogueRepo): Promise<string | undefined> {
  return (await lastPublish(repo))?.commit ?? (await lastCommit(repo, []))?.commit;
}
