import { MENU_CATEGORY_ORDER } from '../catalog/menu.ts';
import { dietInUse } from '../lib/diet-tags.ts';
import type { PageProps } from './page-props.ts';
import { MenuCategoryPanel } from '../sections/MenuCategoryPanel.tsx';
import { MenuDietFilter } from '../sections/MenuDietFilter.tsx';
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
 * /menu: six category tabs (SPEC §2.8), switched by site/client/tab-keys.ts without React, under
 * the diet filter ("What can I eat?"), which applies across them. A menu with no dish tagged has
 * no filter.
 */
export default function MenuPage({ catalog, path }: PageProps) {
  const meta = catalog.pages.routes[path];
  const { labels, categories } = catalog.menu;
  const dishes = MENU_CATEGORY_ORDER.flatMap((id) => {
    const category = categories[id];
    return 'items' in category ? category.items : [...category.veg, ...category.nonVeg];
  });
  const tags = dietInUse(dishes);
  const tabs = (
    <Tabs
      id="menu"
      label={labels.tabs}
      items={MENU_CATEGORY_ORDER.map((id) => ({
        id,
        label: categories[id].label,
        content: <MenuCategoryPanel category={categories[id]} labels={labels} />,
      }))}
    />
  );
  return (
    <>
      <PageHero title={meta?.title ?? 'Menu'} intro={meta?.description} eyebrow={catalog.site.hours} />
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
