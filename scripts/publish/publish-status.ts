import type { PublishStatus } from '../../editor/publish/publish-protocol.ts';
import { describeChanges } from './catalogue-changes.ts';
import { findCatalogueRepo } from './catalogue-repo.ts';
import { summaryLine } from './change-words.ts';
import { lastPublish, publishBase } from './last-publish.ts';
import { upcomingDates } from './upcoming-dates.ts';

/** GET /api/publish: where the catalogue stands against its last publish. */
export async function publishStatus(catalogDir: string): Promise<PublishStatus> {
  const upcoming = await upcomingDates(catalogDir);
  const repo = await findCatalogueRepo(catalogDir);
  if ('unavailable' in repo) return { unavailable: repo.unavailable, changes: [], summary: '', upcoming };
  const last = await lastPublish(repo);
  const changes = await describeChanges(repo, catalogDir, await publishBase(repo));
  return {
    branch: repo.branch,
    remote: repo.remote,
    ...(last && { lastPublish: { at: last.at, summary: last.summary } }),
    changes,
    summary: summaryLine(changes.map((c) => c.text)),
    upcoming,
  };
}
