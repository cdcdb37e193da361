import Success from '../islands/order-confirmation.tsx';
import type { PageProps } from './page-props.ts';
import { css } from '../styles/styled.ts';
import { color } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Island } from '../islands/Island.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';

const after = () => css`
  margin-top: 24px;
  display: grid;
  gap: 16px;
  justify-items: start;
  p { margin: 0; color: ${color.muted}; max-width: 60ch; }
  div { display: flex; flex-wrap: wrap; gap: 12px; }
`;

/** /success?session_id=…: SPEC §2.5. */
export default function SuccessPage({ catalog }: PageProps) {
  const { success } = catalog.store;
  return (
    <>
      <PageHero title={success.title} intro={success.intro} />
      <Section>
        <Island name="success" component={Success} props={{ text: success }} />
        <div className={after()}>
          <p>{success.note}</p>
          <div>
            {success.links.map((link, i) => (
              <a key={link.href} href={link.href} className={buttonClass(i === 0 ? 'primary' : 'outline', 'sm')}>
                {link.label}
              </a>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
