import type { Picture as PictureData } from '../core/catalog/common.ts';
import type { AdditionalGroup, PackageGroup, PackageRates, PackagesCatalog } from '../core/catalog/packages.ts';
import { withRates } from '../core/commerce/estimate.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';
import { Picture, pictureAddress } from '../ui/Picture.tsx';
import { usePictureImages } from '../ui/picture-images.ts';
import { CART_PICTURE_WIDTH } from '../ui/picture-slots.ts';
import { PackageAddOnList } from './PackageAddOnList.tsx';
import { PackageCard } from './PackageCard.tsx';
import { Icon } from '../ui/Icon.tsx';

const panel = () => css`
  display: grid;
  gap: 32px;
  .head {
    display: grid;
    grid-template-columns: 1fr 280px;
    gap: 32px;
    align-items: center;
    padding: 20px 20px 20px clamp(20px, 3vw, 32px);
    border-radius: ${radius.lg};
    background: ${color.surface2};
  }
  .head img { width: 280px; height: auto; border-radius: ${radius.md}; }
  .head h2 { font-size: clamp(1.6rem, 3vw, 2.2rem); margin-bottom: 8px; }
  .head p { margin: 0; color: ${color.muted}; font-size: 1.06rem; }
  .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); gap: 24px; }
  .notes { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  .notes li { display: flex; gap: 10px; align-items: flex-start; font-weight: 600; }
  .notes svg { flex: none; margin-top: 3px; color: ${color.accent}; }
  @media (max-width: 700px) {
    .head { grid-template-columns: 1fr; gap: 16px; padding: 16px; }
    .head img { width: 100%; max-width: 320px; order: -1; }
  }
`;

function Head({ heading, intro, image }: { heading: string; intro: string; image: PictureData }) {
  return (
    <div className="head">
      <div>
        <h2>{heading}</h2>
        <p>{intro}</p>
      </div>
      <Picture picture={image} slot="packageHead" />
    </div>
  );
}

function Notes({ lines, rates }: { lines: string[]; rates: PackageRates }) {
  if (!lines.length) return null;
  return (
    <ul className="notes">
      {lines.map((line) => (
        <li key={line}>
          <Icon name="info" size={18} />
          {withRates(line, rates)}
        </li>
      ))}
    </ul>
  );
}

interface GroupProps {
  group: PackageGroup;
  additional: AdditionalGroup;
  labels: PackagesCatalog['labels'];
  /** For the texts that state the GST rate. */
  rates: PackageRates;
  /** The café's WhatsApp number (site.json), for each card's "Book on WhatsApp". */
  whatsapp: string;
}

/** A package tab: its cards, its notes (GST), then the add-on lists it names. */
export function PackageGroupPanel({ group, additional, labels, rates, whatsapp }: GroupProps) {
  // A cart line shows it small: a photo's small file, not the widest.
  const image = pictureAddress(usePictureImages(), group.image.src, CART_PICTURE_WIDTH);
  return (
    <div className={panel()}>
      <Head heading={group.heading} intro={group.intro} image={group.image} />
      <div className="cards">
        {group.items.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} labels={labels} rates={rates} image={image} whatsapp={whatsapp} />
        ))}
      </div>
      <Notes lines={group.notes} rates={rates} />
      {group.addOns.includes('activities') && (
        <PackageAddOnList heading={labels.activities} items={additional.activities} scope={group.label} />
      )}
      {group.addOns.includes('delights') && (
        <PackageAddOnList heading={labels.delights} items={additional.delights} scope={group.label} />
      )}
    </div>
  );
}

/** The Add-ons tab: every activity and delight and the rules that apply to them. */
export function PackageAddOnsPanel({ additional, labels, rates }: Omit<GroupProps, 'group' | 'whatsapp'>) {
  return (
    <div className={panel()}>
      <Head heading={additional.heading} intro={additional.intro} image={additional.image} />
      <PackageAddOnList heading={labels.activities} items={additional.activities} />
      <PackageAddOnList heading={labels.delights} items={additional.delights} />
      <section aria-label={labels.addOnTermsHeading}>
        <h3 className="visually-hidden">{labels.addOnTermsHeading}</h3>
        <Notes lines={additional.terms} rates={rates} />
      </section>
    </div>
  );
}
