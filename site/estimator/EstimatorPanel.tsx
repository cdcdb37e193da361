import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import type { EstimatorLabels, PackageRates } from '../core/catalog/packages.ts';
import {
  estimate,
  estimateText,
  formatEstimate,
  needsGuests,
  type EstimateItem,
  type Guests,
} from '../core/commerce/estimate.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { ESTIMATOR_MESSAGES } from '../core/lib/spec-messages.ts';
import { EMPTY_ESTIMATE, estimateStore, type EstimateDraft } from '../store/estimate-store.ts';
import { css } from '../styles/styled.ts';
import { color, floatingPanel, font, MOBILE_BREAKPOINT, radius, shadow } from '../styles/tokens.ts';
import { Icon } from '../ui/Icon.tsx';
import { requestToast } from '../ui/request-page.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { EstimateChecklist } from './EstimateChecklist.tsx';
import { EstimateFoot } from './EstimateFoot.tsx';
import { EstimateOptions } from './EstimateOptions.tsx';
import { GuestCounters } from './GuestCounters.tsx';
import { ShareEstimate } from './ShareEstimate.tsx';

export interface EstimatorProps {
  items: EstimateItem[];
  labels: EstimatorLabels;
  /** The GST and dollar rates it counts with (packages.json `rates`). */
  rates: PackageRates;
  /** The studio's name, for the estimate text. */
  siteName: string;
  /** Where the Email share writes to (site.json `enquiryEmail`). */
  enquiryEmail: string;
  /** The café's WhatsApp number (site.json), for the guests' "Send to the café" on /packages; the staff's estimator (the hub, /dashboard) has none. */
  whatsapp?: string;
  /** The site's locale (site.json), for the date and time "Send to the café" writes. */
  locale?: string;
}

const panel = () => css`
  /* Desktop: a floating, non-modal panel at the bottom right. */
  position: fixed;
  inset: auto ${floatingPanel.inset}px 96px auto;
  z-index: 60;
  width: min(${floatingPanel.width}px, calc(100vw - 32px));
  /* Between the header and the floating button. */
  max-height: min(760px, calc(100dvh - 112px - var(--header-height)));
  margin: 0;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  overflow: hidden;
  &[open] { display: flex; flex-direction: column; }
  &::backdrop { background: rgb(20 14 10 / 55%); }
  /* Phones: a bottom sheet, 95% of the screen's height (SPEC §2.11). */
  @media (max-width: ${MOBILE_BREAKPOINT - 1}px) {
    inset: auto 0 0 0;
    width: 100%;
    max-width: 100%;
    height: 95dvh;
    max-height: 95dvh;
    border-radius: ${radius.lg} ${radius.lg} 0 0;
    border-width: 1px 0 0;
    &[open] { animation: estimator-up 0.25s ease-out; }
  }
  @keyframes estimator-up { from { transform: translateY(100%); } }

  /* One column scrolls between a one-line head and a compact foot (the total and Book Now), so the
     checklist gets the height, and a 320 × 568 phone still shows two of its items. */
  .head { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 8px 12px 8px 20px; border-bottom: 1px solid ${color.border}; }
  .head h2 { margin: 0; font-size: 1.25rem; display: flex; align-items: center; gap: 8px; }
  .icon-btn {
    display: inline-grid; place-items: center; width: 44px; height: 44px; flex: none;
    border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text}; cursor: pointer;
  }
  .icon-btn:disabled { opacity: 0.45; cursor: not-allowed; }
  /* Positioned, so what is absolutely placed in it (a visually hidden legend) scrolls with it instead of making the whole sheet scroll. */
  .body { position: relative; flex: 1; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 12px 20px 16px; display: grid; gap: 14px; align-content: start; }
  .intro { margin: 0; color: ${color.muted}; font-size: 0.9rem; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend, .section-title { padding: 0; margin: 0 0 6px; font-family: ${font.body}; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${color.muted}; }
  .counters { display: grid; gap: 6px; }
  .counter { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 2px 2px 2px 14px; border-radius: ${radius.md}; background: ${color.surface2}; font-weight: 700; }
  .stepper { display: flex; align-items: center; gap: 6px; }
  .stepper input {
    width: 88px; min-width: 56px; min-height: 44px; text-align: center; font: inherit; font-weight: 700; font-variant-numeric: tabular-nums;
    border: 1.5px solid ${color.border}; border-radius: ${radius.sm}; background: ${color.surface}; color: ${color.text};
  }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  .choice { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; align-items: start; padding: 10px 12px; border: 1.5px solid ${color.border}; border-radius: ${radius.md}; cursor: pointer; }
  .choice:has(input:checked) { border-color: ${color.primary}; background: ${color.primarySoft}; }
  .choice input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${color.primary}; }
  .choice-title { font-weight: 650; }
  .choice-price { grid-column: 2; color: ${color.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
  .rules { grid-column: 2; margin: 4px 0 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 6px; }
  .rules li { padding: 1px 8px; border-radius: ${radius.pill}; background: ${color.surface}; border: 1px solid ${color.border}; font-size: 0.8rem; font-weight: 600; }
  .warning { display: flex; gap: 8px; align-items: flex-start; margin: 4px 0 0; padding: 8px 12px; border-radius: ${radius.md}; border: 1.5px solid ${color.danger}; color: ${color.text}; font-size: 0.88rem; }
  .warning svg { flex: none; margin-top: 2px; color: ${color.danger}; }
  .options { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
  .segmented { display: inline-flex; padding: 3px; border-radius: ${radius.pill}; background: ${color.surface2}; }
  .segmented label { position: relative; display: inline-grid; place-items: center; min-width: 64px; min-height: 40px; padding: 0 12px; border-radius: ${radius.pill}; font-weight: 700; cursor: pointer; }
  .segmented input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  .segmented label:has(input:checked) { background: ${color.primary}; color: ${color.onPrimary}; }
  .segmented label:has(input:focus-visible) { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  .gst { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; font-weight: 600; cursor: pointer; }
  .gst input { width: 20px; height: 20px; accent-color: ${color.primary}; }
  .foot {
    display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 10px 20px calc(10px + env(safe-area-inset-bottom));
    border-top: 1px solid ${color.border}; background: ${color.surface2};
  }
  /* The sum takes the line's spare width; Book Now fills a line of its own should it wrap. */
  .sum { flex: 999 1 7em; min-width: 0; }
  .foot > button { flex: 1 0 auto; padding-inline: 16px; }
  dl { margin: 0; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0 8px; font-size: 0.88rem; }
  @media (max-width: 399px) { dl { font-size: 0.8rem; } } /* beside Book Now on a 320 px phone */
  dt { color: ${color.muted}; }
  dd { margin: 0; text-align: right; font-weight: 650; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  .total-row { font-family: ${font.display}; font-size: 1.15rem; font-weight: 700; color: ${color.text}; }
  .hint { margin: 0; color: ${color.muted}; font-size: 0.88rem; line-height: 1.4; }
`;

const useDraft = () => useSyncExternalStore(estimateStore.subscribe, estimateStore.get, () => EMPTY_ESTIMATE);
const update = (change: Partial<EstimateDraft>) => estimateStore.set((d) => ({ ...d, ...change }));
// A sheet covers the phone's screen, so it is modal there; on desktop the page stays usable.
const onPhone = () => matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches;

/**
 * Escape closes the panel through its owner: a non-modal dialog has no built-in Escape, and a modal
 * one's 'cancel' would close the <dialog> behind its owner's back.
 */
function closeOnEscape(event: KeyboardEvent | SyntheticEvent, onClose: () => void): void {
  if (('key' in event && event.key !== 'Escape') || event.defaultPrevented) return;
  event.preventDefault();
  onClose();
}

/** The panel's title, which takes the focus when it opens, and its close button. */
function PanelHead({
  titleId,
  labels,
  onClose,
}: {
  titleId: string;
  labels: EstimatorProps['labels'];
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading, not the Adults field: on a touch phone a focused field raises the keyboard over the sheet.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="head">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        <Icon name="calculator" size={22} />
        {labels.title}
      </h2>
      <button type="button" className="icon-btn" aria-label={labels.close} onClick={onClose}>
        <Icon name="x" size={20} />
      </button>
    </div>
  );
}

/**
 * "Empty Cart" (SPEC §8), over the phone's sheet or beside the desktop's panel: once something is
 * chosen it has been answered, so it goes rather than stay its five seconds. Only that toast.
 */
function useEmptyToastAnswered(anyChosen: boolean): void {
  useEffect(() => {
    if (!anyChosen) return;
    for (const toast of document.querySelectorAll<HTMLElement>(`[${Hook.toastVariant}="destructive"]`)) {
      if (toast.querySelector('.toast-title')?.textContent === ESTIMATOR_MESSAGES.empty.title)
        toast.querySelector<HTMLElement>('.toast-close')?.click();
    }
  }, [anyChosen]);
}

/** `text` once it has stayed the same a moment: the total is announced when the guest pauses, not on every keystroke or click. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 700);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The Event Cost Estimator (SPEC §2.11): guests, packages and add-ons, INR or USD, GST, the
 * total, and Book Now to share it. Controlled: the island (islands/estimator.tsx) opens it from
 * the page's button, the hub from its dashboard (EstimatorButton.tsx). A floating non-modal
 * panel on desktop, a 95% bottom sheet on phones.
 */
export function EstimatorPanel(props: EstimatorProps & { open: boolean; onClose: () => void }) {
  const { open, onClose, items, labels, rates, siteName, enquiryEmail, whatsapp, locale = 'en' } = props;
  const { ref } = useModalDialog(open, onPhone);
  const adults = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const draft = useDraft();
  const [sharing, setSharing] = useState(false);
  const guests: Guests = { adults: draft.adults, kids: draft.kids };
  const chosen = useMemo(() => new Set(draft.chosen), [draft.chosen]);
  const result = estimate(items, chosen, guests, rates.gstPercent, draft.includeGst);
  // A chosen per-person package priced for no one yet: no ₹0 total, and nothing to share.
  const missingGuests = needsGuests(result);
  const money = (paise: number) => formatEstimate(paise, draft.currency, rates.rupeesPerDollar);
  const text = estimateText(result, guests, money, labels, siteName);

  useEmptyToastAnswered(chosen.size > 0);
  const hint = chosen.size === 0 ? labels.emptyHint : missingGuests ? labels.needGuests : undefined;
  const announced = useSettled(hint ?? `${labels.total}: ${money(result.total)}`);

  const bookNow = () => {
    if (chosen.size === 0) requestToast({ ...ESTIMATOR_MESSAGES.empty, variant: 'destructive' });
    // The field it needs, described by the hint that says so; on a phone its keyboard opens, to type the count.
    else if (missingGuests) adults.current?.focus();
    else setSharing(true);
  };

  const checklist = (kind: EstimateItem['kind'], heading: string) => (
    <EstimateChecklist
      heading={heading}
      items={items.filter((i) => i.kind === kind)}
      chosen={chosen}
      onToggle={(id, on) => update({ chosen: on ? [...draft.chosen, id] : draft.chosen.filter((c) => c !== id) })}
      guests={guests}
      missingGuests={missingGuests}
      money={money}
      labels={labels}
      idPrefix={titleId}
    />
  );

  return (
    <>
      {/* Styled once opened: until then /packages carries no CSS for it. */}
      <dialog
        ref={ref}
        className={open ? panel() : undefined}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-intro`}
        onKeyDown={(event) => !sharing && closeOnEscape(event, onClose)}
        onClose={() => open && onClose()}
        onCancel={(event) => closeOnEscape(event, onClose)}
        data-estimator
      >
        <Toaster />
        {open && (
          <>
            <PanelHead titleId={titleId} labels={labels} onClose={onClose} />
            <div className="body">
              <p id={`${titleId}-intro`} className="intro">
                {labels.intro}
              </p>
              <GuestCounters
                guests={guests}
                onChange={update}
                labels={labels}
                idPrefix={titleId}
                hintId={missingGuests ? `${titleId}-hint` : undefined}
                adultsRef={adults}
              />
              {checklist('package', labels.packagesHeading)}
              {checklist('addOn', labels.addOnsHeading)}
              <EstimateOptions
                currency={draft.currency}
                includeGst={draft.includeGst}
                onChange={update}
                labels={labels}
                idPrefix={titleId}
              />
            </div>
            <EstimateFoot
              result={result}
              money={money}
              labels={labels}
              hint={hint}
              hintId={`${titleId}-hint`}
              announced={announced}
              onBookNow={bookNow}
            />
          </>
        )}
      </dialog>
      <ShareEstimate
        open={sharing}
        onClose={() => setSharing(false)}
        text={text}
        labels={labels.share}
        enquiryEmail={enquiryEmail}
        whatsapp={whatsapp}
        locale={locale}
      />
    </>
  );
}
