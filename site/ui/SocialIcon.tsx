import type { SocialNetwork } from '../catalog/site.ts';
import { Icon } from './Icon.tsx';

/** A social network's mark, decorative: the link around it carries the label. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return <Icon name={`brand-${network}`} size={size} />;
}
