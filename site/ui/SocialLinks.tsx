import type { SocialLink, SocialNetwork } from '../core/catalog/site.ts';
import { Icon } from './Icon.tsx';

/**
 * The studio's social profiles (site.json `socials`), each a link named by its label with its
 * network's mark; with `names`, the network's name shows beside the mark. Its container styles it.
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
        <li key={s.network}>
          <a href={s.href} aria-label={s.label} rel="noopener noreferrer" target="_blank">
            <Icon name={`brand-${s.network}`} size={20} />
            {names && <span aria-hidden="true">{names[s.network] ?? s.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
