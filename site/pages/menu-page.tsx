import type { MenuItem } from '../core/catalog/menu.ts';
import { pageMeta } from '../core/routes.ts';
import type { SiteCatalog } from '../core/catalog/site.ts';
import { cafeClock } from '../core/lib/cafe-clock.ts';
import { openingHours, openingSchedule } from '../core/lib/opening-schedule.ts';
import { instantOf, isSoldOut, soldOutUntil } from '../core/lib/sold-out.ts';
import { menuDishes } from '../core/catalog/menu.ts';
import { pageFile } from '../core/catalog-routes.ts';
import { dietInUse } from '../core/lib/diet-tags.ts';
import { listPage, menuPart } from '../core/lib/list-pages.ts';
import type { PageProps } from './page-props.ts';
import { MenuCategoryPanel } from '../sections/MenuCategoryPanel.tsx';
import { MenuDietFilter } from '../sections/MenuDietFilter.tsx';
import { ListPager, moreList } from '../sections/ListPager.tsx';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Tabs } from '../ui/Tabs.tsx';

const body = () => css`
  padding: clamp(32px, 6vw, 64px) 0 clamp(48px, 8vw, 88px);
  .legend { margin: 24px 0 0; font-size: 0.92rem; color: ${color.muted}; }
`;

/**
 * /menu: a tab per category, in the catalogue's order (SPEC §2.8: six), switched by site/client/init-tabs.ts without React, under
 * the diet filter ("What can I eat?"), which applies across them. A menu with no dish tagged has
 * no filter. A long menu is cut into pages (core/lib/list-pages.ts): each tab shows its first dishes,
 * and the next page's come into the same tabs as the guest scrolls (client/init-more-on-scroll.ts);
 * the filter filters what has come, and a filter that leaves the screen short brings more.
 */
export default function MenuPage({ catalog, path, memo, now = new Date() }: PageProps) {
  const menu = pageFile(catalog, 'menu');
  const at = listPage(catalog, '/menu', path, memo);
  const meta = pageMeta(catalog, '/menu');
  const { labels, categories } = menuPart(menu, at.slice);
  // The chips are the whole menu's, the same on each of its pages.
  // A long menu's, found once a build for all its pages (`memo`) rather than by each from every dish.
  const tags =
    at.count > 1 && memo
      ? memo.of('menu diets', menu, (whole) => dietInUse(menuDishes(whole)))
      : dietInUse(menuDishes(menu));
  const offeredAgain = soldOutClock(catalog.site, now);
  const tabs = (
    <>
      <Tabs
        id="menu"
        label={labels.tabs}
        items={categories.map((category) => ({
          id: category.id,
          label: category.label,
          content: (
            <MenuCategoryPanel
              category={category}
              labels={labels}
              more={(list) => moreList(at, `${category.id}-${list}`)}
              soldOutUntil={offeredAgain}
              timeZone={catalog.site.timeZone}
            />
          ),
        }))}
      />
      <ListPager at={at} words={catalog.site.labels.paging} onScroll />
    </>
  );
  return (
    <>
      <PageHero title={meta.title} intro={meta.description} eyebrow={catalog.site.hours} />
      <div className={body()}>
        <Container>
          {tags.length > 0 ? (
            <MenuDietFilter words={labels.diet} tags={tags}>
              {tabs}
            </MenuDietFilter>
          ) : (
            tabs
          )}
          <p className="legend">{labels.legend}</p>
        </Container>
      </div>
    </>
  );
}

/**
 * For each dish, as the page is built at `now`: when a dish sold out is offered again (the café's
 * next opening on a later day, site/core/lib/sold-out.ts), as a moment any browser can compare.
 */
function soldOutClock(site: SiteCatalog, now: Date): (item: MenuItem) => number | undefined {
  const hours = openingHours(openingSchedule(site));
  const clock = cafeClock(site.timeZone, now);
  return ({ soldOut }) => {
    if (!isSoldOut(hours, soldOut, clock)) return undefined;
    const until = soldOutUntil(hours, soldOut!);
    return until ? instantOf(site.timeZone, until) : Number.POSITIVE_INFINITY;
  };
}
