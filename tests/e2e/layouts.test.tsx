import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import site from '../fixtures/catalog/site.json' with { type: 'json' };
import type { SiteCatalog } from '../../site/core/catalog/site.ts';
import type { CartText } from '../../site/core/catalog/store.ts';
import store from '../fixtures/catalog/store.json' with { type: 'json' };
import theme from '../fixtures/catalog/theme.json' with { type: 'json' };
import type { ThemeCatalog } from '../../site/core/catalog/theme.ts';
import { deriveTheme } from '../../site/core/theme/derive-theme.ts';
import { PageShell } from '../../site/layout/PageShell.tsx';
import { MOBILE_BREAKPOINT } from '../../site/styles/tokens.ts';
import { globalCss } from '../../site/styles/global.ts';
import { newPage } from './harness.ts';

const layouts = suite('both layouts in one page');

const html = (mobile?: string) =>
  `<!doctype html><style>${globalCss(deriveTheme(theme as ThemeCatalog))}</style><body>${renderToStaticMarkup(
    <PageShell site={site as SiteCatalog} path="/" year={2026} cart={store.cart as CartText}>
      {mobile ? (
        <>
          <div className="view-desktop">
            <p>desktop view</p>
          </div>
          <div className="view-mobile">
            <p>{mobile}</p>
          </div>
        </>
      ) : (
        <p>desktop view</p>
      )}
    </PageShell>,
  )}</body>`;

layouts('should show the mobile view below 768 px and the desktop page from 768 px, with no script', async () => {
  for (const [width, shown, hidden] of [
    [MOBILE_BREAKPOINT - 1, 'mobile view', 'desktop view'],
    [MOBILE_BREAKPOINT, 'desktop view', 'mobile view'],
  ] as const) {
    const page = await newPage({ width });
    await page.setContent(html('mobile view'));
    assert.ok(await page.getByText(shown).isVisible(), `${shown} at ${width}px`);
    assert.not.ok(await page.getByText(hidden).isVisible(), `${hidden} hidden at ${width}px`);
    await page.close();
  }
});

layouts('should show the shared view on a phone when the spec draws a route the same in both layouts', async () => {
  const page = await newPage({ width: 390 });
  await page.setContent(html());
  assert.ok(await page.getByText('desktop view').isVisible());
  await page.close();
});

layouts.run();
