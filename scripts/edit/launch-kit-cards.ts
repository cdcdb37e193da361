import type { LaunchKit, PrintCard } from '../../editor/edit-protocol.ts';
import { fillTemplate } from '../../site/core/lib/template.ts';
import { realAddress } from '../init/real-address.ts';
import type { KitSite } from './launch-kit-site.ts';
import { qrDrawing } from './qr-drawing.ts';

/** A numbered table's card opens the menu with its number: /menu?table=4. */
export const tableMenuUrl = (address: string, table: number): string => `${address}/menu?table=${table}`;

/**
 * The cards to print, in the words of site.json's tableCards: one a numbered table, 1 to `tables`,
 * each opening the menu with its number (one card opening the menu when the café numbers none),
 * then the card that opens Google's review box, when site.json has a Google reviews link. Without
 * tableCards there are no words to print, so no cards: `waitFor` says what they wait for.
 */
export function printCards(site: KitSite, hasMenu: boolean): Pick<LaunchKit, 'cards' | 'cardsWaitFor'> {
  const words = site.tableCards;
  if (!words) return { cards: [], cardsWaitFor: ['words'] };
  const address = realAddress(site.siteUrl);
  const cards: PrintCard[] = [];
  if (hasMenu && address) {
    const menu = (url: string, table?: number): PrintCard => ({
      kind: 'menu',
      url,
      words: words.scan,
      ...(table !== undefined && { table: fillTemplate(words.table, { n: table }) }),
      qr: qrDrawing(url),
    });
    if (words.tables === 0) cards.push(menu(`${address}/menu`));
    for (let n = 1; n <= words.tables; n += 1) cards.push(menu(tableMenuUrl(address, n), n));
  }
  if (site.reviewUrl)
    cards.push({
      kind: 'review',
      url: site.reviewUrl,
      words: words.review,
      ...(words.reviewHint && { hint: words.reviewHint }),
      qr: qrDrawing(site.reviewUrl),
    });
  return { cards, cardsWaitFor: hasMenu && !address ? ['address'] : [] };
}
