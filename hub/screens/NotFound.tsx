import { Link } from 'wouter';
import type { HubCatalog } from '../../site/core/catalog/hub.ts';
import { screenClass } from '../../site/dashboard/styles.ts';
import { buttonClass } from '../../site/ui/buttons.ts';
import { Icon } from '../../site/ui/Icon.tsx';

/** An address the hub does not have: say so and lead back, instead of the router's bare error screen. */
export function NotFound({ hub }: { hub: HubCatalog }) {
  const t = hub.notFound;
  return (
    <div className={screenClass()} data-hub-screen="not-found">
      <div className="card">
        <Icon name="compass" size={32} />
        <h1>{t.title}</h1>
        <p className="muted">{t.text}</p>
        <p>
          <Link href="/" className={buttonClass('primary', 'sm')}>
            {t.link}
          </Link>
        </p>
      </div>
    </div>
  );
}
