import { Hook } from '../lib/dom-hooks.ts';

/** ARIA tabs (ui/Tabs.tsx): click or arrow keys select a tab and show its panel. */
export function initTabs(): void {
  const select = (tab: HTMLElement, focus: boolean) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    for (const t of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
  };

  const tabSelector = `[${Hook.tabs}] [role="tab"]`;
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>(tabSelector);
    if (tab) select(tab, false);
  });

  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>(tabSelector);
    if (!tab) return;
    const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const i = tabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  });
}
