import type { DatedChange, PublishStatus } from '../../editor/publish/publish-protocol.ts';
import { describeChanges } from './catalogue-changes.ts';
import { findCatalogueRepo } from './catalogue-repo.ts';
import { summaryLine } from './change-words.ts';
import { lastPublish, publishBase } from './last-publish.ts';

/**
 * GET /api/publish: where the catalogue stands against its last publish. `upcoming` (what starts or
 * ends this week) is worked out by the caller (scripts/edit/dated-changes.ts).
 */
export async function publishStatus(catalogDir: string, upcoming: DatedChange[]): Promise<PublishStatus> {
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
