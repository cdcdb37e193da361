import type { ReactNode } from 'react';
import type { SiteCatalog } from '../core/catalog/site.ts';
import type { IconName } from './icons.ts';
import { css } from '../styles/styled.ts';
import { color, font, radius } from '../styles/tokens.ts';
import { Icon } from './Icon.tsx';

const list = () => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 18px;
  > li { display: grid; grid-template-columns: 44px minmax(0, 1fr); gap: 14px; align-items: start; overflow-wrap: anywhere; }
  .mark { display: grid; place-items: center; width: 44px; height: 44px; border-radius: ${radius.pill}; background: ${color.primarySoft}; color: ${color.primary}; }
  .label { display: block; font-family: ${font.body}; font-size: 0.8rem; letter-spacing: 0.1em; text-transform: uppercase; font-weight: 700; color: ${color.muted}; }
  .value { font-size: 1.06rem; }
  .value a { font-weight: 600; text-underline-offset: 3px; }
  address { font-style: normal; }
`;

/** The café's ways to be reached, one `ContactDetail` each: the contact page's card and the offline page's. */
export const ContactDetails = ({ children }: { children: ReactNode }) => <ul className={list()}>{children}</ul>;

/** One way to reach the café: its icon, its label, and the value (with anything after it). */
export function ContactDetail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <span className="mark">
        <Icon name={icon} size={20} />
      </span>
      <div>
        <span className="label">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** The café's address, a line each. */
export const PostalAddress = ({ address }: { address: SiteCatalog['address'] }) => (
  <address className="value">
    {address.lines.map((line) => (
      <span key={line}>
        {line}
        <br />
      </span>
    ))}
  </address>
);
