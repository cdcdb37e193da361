import { siFacebook, siInstagram, siPinterest, siWhatsapp, siX, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '../catalog/site.ts';

const paths: Record<SocialNetwork, string> = {
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  youtube: siYoutube.path,
  x: siX.path,
  pinterest: siPinterest.path,
  whatsapp: siWhatsapp.path,
};

/** A social network's mark, decorative: the link around it carries the label. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network]} />
    </svg>
  );
}
