/** On a phone, the form and the preview take turns: these two buttons say which is shown. */
export function ScreenTabs({ tab, setTab }: { tab: 'form' | 'preview'; setTab: (tab: 'form' | 'preview') => void }) {
  return (
    <div className="tabs" role="group" aria-label="Show">
      {(['form', 'preview'] as const).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={tab === name}
          aria-controls={`pane-${name}`}
          onClick={() => setTab(name)}
        >
          {name === 'form' ? 'Form' : 'Preview'}
        </button>
      ))}
    </div>
  );
}
