import { useRef } from 'react';
import { requestToast } from '../ui/request-page.ts';
import { deleteOffer, toggleOffer } from './hub-data.ts';
import { HUB_MESSAGES } from '../core/lib/spec-messages.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { buttonClass } from '../ui/buttons.ts';
import { keepingFocus } from './keep-focus.ts';
import { RowGuard } from './row-guard.tsx';
import { singleClick } from './single-click.ts';
import { screenClass } from './styles.ts';
import { useHubData, type HubDataSource } from './use-hub-data.ts';
import { Icon } from '../ui/Icon.tsx';

/** Manage Offers (SPEC §2.10): switch offers on and off, delete them; editing and adding are demos. */
export function Offers({ hub, headingLevel = 1 }: { hub: HubDataSource; headingLevel?: 1 | 2 }) {
  const t = hub.offers;
  const [data, change] = useHubData(hub);
  const Heading = `h${headingLevel}` as const;
  const Title = `h${headingLevel + 1}` as 'h2' | 'h3';

  const screen = useRef<HTMLDivElement>(null);

  const remove = (id: string) => {
    // A second click on a card already gone changes nothing and says nothing twice.
    const index = data.offers.findIndex((o) => o.id === id);
    if (index < 0) return;
    // Focus goes to the next card's Delete, or to Add Offer once none is left.
    keepingFocus(() => change((d) => deleteOffer(d, id)), {
      within: screen.current,
      controls: '[data-delete]',
      index,
      fallback: '[data-add]',
    });
    requestToast(HUB_MESSAGES.offerDeleted);
  };

  return (
    <div className={screenClass()} data-hub-screen="offers" ref={screen}>
      <div className="screen-head">
        <Heading>{t.title}</Heading>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => requestToast(t.addToast)}
          data-add
        >
          <Icon name="plus" size={18} />
          {t.add}
        </button>
      </div>
      {data.offers.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="plain cards">
          {data.offers.map((offer) => (
            <RowGuard key={offer.id}>
              {() => (
                <li>
                  <article className="card" aria-labelledby={`offer-${offer.id}`} data-offer={offer.id}>
                    <div className="row between">
                      <Title id={`offer-${offer.id}`}>{offer.title}</Title>
                      <span className="badge" data-tone={offer.isActive ? 'success' : 'muted'}>
                        {offer.isActive ? t.active : t.inactive}
                      </span>
                    </div>
                    <p className="big">{offer.discount}</p>
                    <p className="muted">{offer.description}</p>
                    <div className="row">
                      <button
                        type="button"
                        className={buttonClass(offer.isActive ? 'outline' : 'primary', 'sm')}
                        aria-label={`${offer.isActive ? t.deactivate : t.activate} ${offer.title}`}
                        onClick={singleClick(() => change((d) => toggleOffer(d, offer.id)))}
                      >
                        <Icon name="power" size={16} />
                        {offer.isActive ? t.deactivate : t.activate}
                      </button>
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={fillTemplate(t.edit, { title: offer.title })}
                        title={t.editToast.title}
                        onClick={() => requestToast(t.editToast)}
                      >
                        <Icon name="pencil" size={18} />
                      </button>
                      <button
                        type="button"
                        className="icon-btn danger"
                        aria-label={fillTemplate(t.delete, { title: offer.title })}
                        onClick={singleClick(() => remove(offer.id))}
                        data-delete
                      >
                        <Icon name="trash-2" size={18} />
                      </button>
                    </div>
                  </article>
                </li>
              )}
            </RowGuard>
          ))}
        </ul>
      )}
    </div>
  );
}
