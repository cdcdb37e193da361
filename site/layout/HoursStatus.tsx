import { type ReactNode, useContext } from 'react';
import type { SiteCatalog } from '../core/catalog/site.ts';
import { contentHash, PropsFiles } from '../islands/props-files.ts';
import { hook, Hook } from '../lib/hook.ts';
import { openingSchedule } from '../core/lib/opening-schedule.ts';

/**
 * A place for the live opening status ("Open now · closes 10 PM"): it holds `children` (the
 * week's hours, as site.json's "hours" writes them) until client/init-live-hours.ts puts the status in
 * its place, and for good in a browser that runs no scripts. The schedule it reads is one
 * content-hashed file beside the bundles (written with the islands' props files), named by the one
 * place with `schedule` (the header's, on every page); the others, far down a long page where
 * gzip would not find the name again, carry the bare hook. Rendered outside a build (a test's
 * markup), there is no file: the hours stay as they are.
 */
export function HoursStatus({
  site,
  schedule = false,
  as: Tag = 'span',
  className,
  children,
}: {
  site: SiteCatalog;
  schedule?: boolean;
  as?: 'span' | 'p';
  className?: string;
  children?: ReactNode;
}) {
  const files = useContext(PropsFiles);
  let src = '';
  if (schedule && files) {
    const json = JSON.stringify(openingSchedule(site));
    // Short: every page carries it. Eight hex digits tell one version of one file from the next.
    src = `/assets/hours-${contentHash(json).slice(0, 8)}.json`;
    files.set(src, json);
  }
  return (
    <Tag className={className} {...hook(Hook.openHours, src)}>
      {children}
    </Tag>
  );
}
