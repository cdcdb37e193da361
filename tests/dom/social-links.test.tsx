import './setup-dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SocialLink } from '../../site/core/catalog/site.ts';
import { SocialLinks } from '../../site/ui/SocialLinks.tsx';

const links = suite('SocialLinks: the café’s pages elsewhere');

const SOCIALS: SocialLink[] = [
  { network: 'instagram', label: 'Crumb on Instagram', href: 'https://www.instagram.com/crumb' },
  { network: 'google-reviews', label: 'Review us on Google', placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
  { network: 'swiggy', label: 'Order on Swiggy', href: 'https://www.swiggy.com/restaurants/crumb' },
  { network: 'other', label: 'Our blog', href: 'https://blog.example.in' },
];

function render(names?: Partial<Record<SocialLink['network'], string>>) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<SocialLinks socials={SOCIALS} names={names} />);
  return [...host.querySelectorAll('a')].map((a) => ({
    name: a.getAttribute('aria-label'),
    href: a.getAttribute('href'),
    icon: a.querySelector('use')?.getAttribute('href'),
    text: a.textContent,
  }));
}

links('should link each one, named by its label, with its site’s mark or a plain link mark', () => {
  assert.equal(
    render().map(({ name, href, icon }) => ({ name, href, icon })),
    [
      { name: 'Crumb on Instagram', href: 'https://www.instagram.com/crumb', icon: '/icons.svg#brand-instagram' },
      {
        name: 'Review us on Google',
        href: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
        icon: '/icons.svg#brand-google-reviews',
      },
      {
        name: 'Order on Swiggy',
        href: 'https://www.swiggy.com/restaurants/crumb',
        icon: '/icons.svg#brand-swiggy',
      },
      { name: 'Our blog', href: 'https://blog.example.in', icon: '/icons.svg#external-link' },
    ],
  );
});

links('should show the site’s name where one is given, and the label for the rest', () => {
  assert.equal(
    render({ instagram: 'Instagram', 'google-reviews': 'Google reviews' }).map((l) => l.text),
    ['Instagram', 'Google reviews', 'Order on Swiggy', 'Our blog'],
  );
});

links.run();
