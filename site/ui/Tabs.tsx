import type { ReactNode } from 'react';
import { hook, Hook } from '../lib/hook.ts';
import { css } from '../styles/styled.ts';
import { color, radius } from '../styles/tokens.ts';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

const tabList = () => css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 28px;
  [role='tab'] {
    min-height: 44px;
    padding: 0 18px;
    border: 1.5px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font-weight: 600;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    background: ${color.text};
    color: ${color.bg};
    border-color: ${color.text};
  }
`;

/**
 * ARIA tabs rendered on the server with the first tab open; site/client/init-tabs.ts makes them
 * switch (click, arrow keys, Home/End) without React.
 */
export function Tabs({ id, label, items }: { id: string; label: string; items: TabItem[] }) {
  return (
    <div {...hook(Hook.tabs)}>
      <div role="tablist" aria-label={label} className={tabList()}>
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${id}-tab-${item.id}`}
            aria-controls={`${id}-panel-${item.id}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${id}-panel-${item.id}`}
          aria-labelledby={`${id}-tab-${item.id}`}
          tabIndex={0}
          hidden={i !== 0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
