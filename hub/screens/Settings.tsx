import { useState } from 'react';
import { screenClass } from '../../site/dashboard/styles.ts';
import { requestToast } from '../../site/ui/request-page.ts';
import { hook, Hook } from '../../site/lib/hook.ts';
import { initialHubData } from '../../site/dashboard/hub-data.ts';
import { hubDataStore } from '../../site/dashboard/hub-store.ts';
import { css } from '../../site/styles/styled.ts';
import { color } from '../../site/styles/tokens.ts';
import { buttonClass } from '../../site/ui/buttons.ts';
import { Dialog } from '../../site/ui/Dialog.tsx';
import { useDarkTheme } from '../../site/ui/use-dark-theme.ts';
import type { HubProps } from '../props.ts';
import { Icon } from '../../site/ui/Icon.tsx';

const settings = () => css`
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0; }
  dt { color: ${color.muted}; font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 10px; margin-top: 16px; }
`;

/** Settings: the studio's details from the catalogue (read-only), the theme, and resetting the demo data. */
export function Settings({ hub, site }: HubProps) {
  const t = hub.settings;
  const [confirming, setConfirming] = useState(false);
  const dark = useDarkTheme();
  const reset = () => {
    const initial = initialHubData(hub);
    hubDataStore(initial).set(initial);
    setConfirming(false);
    requestToast(t.resetToast);
  };
  return (
    <div className={`${screenClass()} ${settings()}`} data-hub-screen="settings">
      <div className="screen-head">
        <h1>{t.title}</h1>
      </div>
      <section className="card" aria-labelledby="hub-studio">
        <h2 id="hub-studio">{t.studioHeading}</h2>
        <dl>
          <dt>{t.labels.name}</dt>
          <dd>{site.name}</dd>
          <dt>{t.labels.address}</dt>
          <dd>{site.address.lines.join(', ')}</dd>
          <dt>{t.labels.hours}</dt>
          <dd>{site.hours}</dd>
          <dt>{t.labels.phone}</dt>
          <dd>{site.phone}</dd>
          <dt>{t.labels.email}</dt>
          <dd>{site.email}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="hub-theme">
        <h2 id="hub-theme">{t.themeHeading}</h2>
        <p className="muted">{t.themeText}</p>
        <p>
          {/* Plain DOM keeps it in step with the top bar's toggle and other tabs (site/client/init-theme-toggle.ts). */}
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            {...hook(Hook.themeToggle)}
            role="switch"
            aria-checked={dark}
          >
            <Icon name="moon" size={16} />
            {hub.app.theme}
          </button>
        </p>
      </section>
      <section className="card" aria-labelledby="hub-reset">
        <h2 id="hub-reset">{t.resetHeading}</h2>
        <p className="muted">{t.resetText}</p>
        <p>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => setConfirming(true)}
            aria-haspopup="dialog"
          >
            <Icon name="rotate-ccw" size={16} />
            {t.reset}
          </button>
        </p>
      </section>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        closeLabel={hub.app.close}
        width="480px"
      >
        <p>{t.confirmText}</p>
        <div className="dialog-actions">
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setConfirming(false)}>
            {t.keep}
          </button>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={reset}>
            {t.confirm}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
