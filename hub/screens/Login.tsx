import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { requestToast } from '../../site/ui/request-page.ts';
import { signedOutStore } from '../../site/dashboard/hub-store.ts';
import { css } from '../../site/styles/styled.ts';
import { color, radius, shadow } from '../../site/styles/tokens.ts';
import { buttonClass } from '../../site/ui/buttons.ts';
import { inputClass } from '../../site/ui/fields.tsx';
import { imageUrl } from '../../site/ui/Picture.tsx';
import type { HubProps } from '../props.ts';
import { Icon } from '../../site/ui/Icon.tsx';

const page = () => css`
  min-height: 100vh; display: grid; place-items: center; padding: 24px;
  form { width: min(420px, 100%); display: grid; gap: 16px; padding: 28px; border-radius: ${radius.lg}; background: ${color.surface}; border: 1px solid ${color.border}; box-shadow: ${shadow.raised}; }
  img { margin: 0 auto; }
  h1 { margin: 0; text-align: center; font-size: 1.8rem; }
  p { margin: 0; color: ${color.muted}; text-align: center; }
  label { display: grid; gap: 6px; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 10px; }
`;

/**
 * The sample login (SPEC §2.3): the browser checks the fields are filled in; nothing is
 * checked against anything or kept. Sign In goes back to the hub and says so.
 */
export function Login({ hub, site }: Pick<HubProps, 'hub' | 'site'>) {
  const t = hub.login;
  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    // The hub takes the login's place, the focused button with it: focus moves to the screen's heading.
    flushSync(() => signedOutStore.set(false));
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    requestToast(t.signInToast);
  };
  return (
    <main className={page()} id="main">
      <form onSubmit={signIn} aria-labelledby="hub-login-title">
        <img src={imageUrl(site.logo.src)} alt="" width={56} height={56} />
        <h1 id="hub-login-title" tabIndex={-1}>
          {t.title}
        </h1>
        <p>{t.intro}</p>
        <label>
          {t.email}
          <input className={inputClass()} type="email" name="email" autoComplete="username" required />
        </label>
        <label>
          {t.password}
          <input className={inputClass()} type="password" name="password" autoComplete="current-password" required />
        </label>
        <div className="actions">
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => requestToast(t.forgotToast)}>
            {t.forgot}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            <Icon name="log-in" size={18} />
            {t.signIn}
          </button>
        </div>
      </form>
    </main>
  );
}
