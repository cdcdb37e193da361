import type { Catalog } from '../core/catalog/catalog-keys.ts';
import { css } from '../styles/styled.ts';
import { buttonClass } from './buttons.ts';
import { DemoForm } from './DemoForm.tsx';
import { inputClass } from './fields.tsx';

/** "Notify me" on coming-soon pages: a demo form that only shows the 'You're on the list!' toast. */
export function NotifyMe({ site, id = 'notify-email' }: { site: Catalog['site']; id?: string }) {
  const t = site.labels.notifyMe;
  return (
    <DemoForm
      toast={t.toast}
      className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: end; max-width: 520px;`}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.emailLabel}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t.placeholder}
        className={`${inputClass()} ${css`flex: 1 1 240px; width: auto;`}`}
      />
      <button type="submit" className={buttonClass('primary')}>
        {t.button}
      </button>
    </DemoForm>
  );
}
