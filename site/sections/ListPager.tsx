import type { SiteCatalog } from '../core/catalog/site.ts';
import { hook, Hook } from '../lib/hook.ts';
import type { ListPage } from '../core/lib/list-pages.ts';
import { css } from '../styles/styled.ts';
import { buttonClass } from '../ui/buttons.ts';

const nav = () => css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin: 32px 0 0;`;

/**
 * The links between the pages of a long list (core/lib/list-pages.ts): real links, so the pages work
 * without script and search engines find them. With `onScroll`, "Show more" also brings the next
 * page into this one as the guest nears it (client/init-more-on-scroll.ts); an island's list, which
 * React owns, only links. Nothing when the list fits one page.
 */
export function ListPager({
  at,
  words,
  onScroll,
}: {
  at: ListPage;
  words: SiteCatalog['labels']['paging'];
  onScroll?: boolean;
}) {
  if (at.count === 1) return null;
  return (
    <nav className={nav()} aria-label={words.nav}>
      {at.previous && (
        <a className={buttonClass('ghost')} href={at.previous} rel="prev">
          {words.previous}
        </a>
      )}
      {at.next && (
        <a className={buttonClass('outline')} href={at.next} rel="next" {...(onScroll ? hook(Hook.more) : {})}>
          {words.more}
        </a>
      )}
    </nav>
  );
}

/** The hook that pairs a list with the same list on the next page, only where there are pages (the sample's markup is unchanged). */
export const moreList = (at: ListPage, key: string) => (at.count > 1 ? hook(Hook.moreList, key) : {});
