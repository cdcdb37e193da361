import type { SocialLink, SocialNetwork } from '../core/catalog/site.ts';
import { socialHref } from '../core/lib/contact-links.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons.ts';

/**
 * The café's pages elsewhere (site.json `socials`): social networks and listings, each a link
 * named by its label with its site's mark (a plain link mark for "other"); with `names`, the
 * site's name shows beside the mark (the label where there is none). Its container styles it.
 */
export function SocialLinks({
  socials,
  names,
}: {
  socials: readonly SocialLink[];
  names?: Partial<Record<SocialNetwork, string>>;
}) {
  return (
    <ul className="socials">
      {socials.map((s) => (
        <li key={socialHref(s)}>
          <a href={socialHref(s)} aria-label={s.label} rel="noopener noreferrer" target="_blank">
            <Icon name={iconOf(s.network)} size={20} />
            {names && <span aria-hidden="true">{names[s.network] ?? s.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

const iconOf = (network: SocialNetwork): IconName => (network === 'other' ? 'external-link' : `brand-${network}`);
