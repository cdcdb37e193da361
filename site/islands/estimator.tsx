import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { EstimatorLabels, PackageRates } from '../catalog/packages.ts';
import {
  belowMinimumText, estimate, estimateText, formatEstimate, gstLabel, guestCount, mailtoUrl, needsGuests, ruleLines, shortOfMinimum,
  whatsappShareUrl, type EstimateItem, type Guests,
} from '../commerce/estimate.ts';
import { ESTIMATOR_MESSAGES } from '../lib/messages.ts';
import { fillTemplate } from '../lib/template.ts';
import { PAGE_EVENTS, type PageEventDetail } from '../lib/page-events.ts';
import { EMPTY_ESTIMATE, estimateStore, type EstimateDraft } from '../store/estimate-store.ts';
import { css } from '../styles/styled.ts';
import { color, floatingPanel, font, MOBILE_BREAKPOINT, radius, shadow } from '../styles/tokens.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { DialogToaster } from '../ui/DialogToaster.tsx';
import { requestToast } from '../ui/page-events.ts';
import { Icon } from '../ui/Icon.tsx';

export interface EstimatorProps {
  items: EstimateItem[];
  labels: EstimatorLabels;
  /** The GST and dollar rates it counts with (packages.json `rates`). */
  rates: PackageRates;
  /** The studio's name, for the estimate text. */
  siteName: string;
  /** Where the Email share writes to (site.json `enquiryEmail`). */
  enquiryEmail: string;
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

const share = () => css`
  display: grid;
  gap: 16px;
  p { margin: 0; color: ${color.muted}; }
  .actions { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
  /* WhatsApp on a line of its own, Email and Copy beside each other: room for the preview below. */
  @media (max-width: 480px) { .actions { grid-template-columns: 1fr 1fr; } .actions > :first-child { grid-column: 1 / -1; } }
  .actions a, .actions button { width: 100%; }
  h3 { margin: 0 0 6px; font-size: 1rem; }
  /* The whole estimate where the screen has room; where it has not, it scrolls under its total. */
  pre {
    margin: 0; padding: 12px 14px 0; max-height: max(7lh, 100dvh - 400px); overflow: auto; border-radius: ${radius.md};
    background: ${color.surface2}; white-space: pre-wrap; font: 0.9rem/1.5 ${font.body};
  }
  .total-line { display: block; position: sticky; bottom: 0; padding: 4px 0 12px; border-top: 1px solid ${color.border}; background: ${color.surface2}; font-weight: 700; }
`;

/** How an item's price reads in the checklist: what the estimate will multiply or add. */
function priceText(item: EstimateItem, money: (paise: number) => string, labels: EstimatorLabels): string {
  if (!item.perPerson) return `${money(item.flat ?? 0)} ${labels.fixed}`;
  const { adult, kid } = item.perPerson;
  return adult === kid ? `${money(adult)} ${labels.perPerson}` : `${money(adult)} ${labels.perAdult} · ${money(kid)} ${labels.perKid}`;
}

const useDraft = () => useSyncExternalStore(estimateStore.subscribe, estimateStore.get, () => EMPTY_ESTIMATE);
const update = (change: Partial<EstimateDraft>) => estimateStore.set((d) => ({ ...d, ...change }));

/**
 * The Event Cost Estimator (SPEC §2.11): guests, packages and add-ons, INR or USD, GST, the
 * total, and Book Now to share it. Controlled: the island below opens it from the page's button,
 * the hub from its dashboard. A floating non-modal panel on desktop, a 95% bottom sheet on phones.
 */
export function EstimatorPanel({ open, onClose, items, labels, rates, siteName, enquiryEmail }: EstimatorProps & { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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
  const totalAt = text.lastIndexOf('\n') + 1; // the preview keeps its last line, the total, in view

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // A sheet covers the phone's screen, so it is modal there; on desktop the page stays usable.
      if (matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches) dialog.showModal();
      else dialog.show();
      // The heading, not the Adults field: on a touch phone a focused field raises the keyboard over the sheet.
      heading.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // "Empty Cart" (SPEC §8) shows over the phone's sheet, on its title and close button: once
  // something is chosen it has been answered, so it goes rather than stay its five seconds.
  const anyChosen = chosen.size > 0;
  useEffect(() => {
    if (anyChosen) ref.current?.querySelector<HTMLElement>('[data-dialog-toaster] [data-variant="destructive"] .toast-close')?.click();
  }, [anyChosen]);

  // The total, announced once the guest pauses: not on every keystroke or click.
  const [announced, setAnnounced] = useState('');
  const hint = chosen.size === 0 ? labels.emptyHint : missingGuests ? labels.needGuests : undefined;
  const totalText = hint ?? `${labels.total}: ${money(result.total)}`;
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(totalText), 700);
    return () => clearTimeout(timer);
  }, [totalText]);

  const onKeyDown = (event: KeyboardEvent) => {
    // A non-modal dialog has no built-in Escape; a modal one's fires 'cancel', which closes it too.
    if (event.key === 'Escape' && !sharing && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  const bookNow = () => {
    if (chosen.size === 0) requestToast({ ...ESTIMATOR_MESSAGES.empty, variant: 'destructive' });
    // The field it needs, described by the hint that says so; on a phone its keyboard opens, to type the count.
    else if (missingGuests) adults.current?.focus();
    else setSharing(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      requestToast(ESTIMATOR_MESSAGES.copied);
    } catch {
      requestToast({ ...ESTIMATOR_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };

  const counter = (who: 'adults' | 'kids') => {
    const label = who === 'adults' ? labels.adults : labels.kids;
    const value = draft[who];
    const id = `${titleId}-${who}`;
    return (
      <div className="counter" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`}>{label}</span>
        <div className="stepper">
          <button type="button" className="icon-btn" aria-label={fillTemplate(labels.decrease, { who: label })} disabled={value <= 0}
            onClick={() => update({ [who]: guestCount(value - 1, value) })}>
            <Icon name="minus" size={16} />
          </button>
          <input
            ref={who === 'adults' ? adults : undefined}
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-labelledby={`${id}-label`}
            aria-describedby={missingGuests ? `${titleId}-hint` : undefined}
            value={value}
            onChange={(e) => update({ [who]: guestCount(e.target.value, value) })}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="icon-btn" aria-label={fillTemplate(labels.increase, { who: label })}
            onClick={() => update({ [who]: guestCount(value + 1, value) })}>
            <Icon name="plus" size={16} />
          </button>
        </div>
      </div>
    );
  };

  const checklist = (kind: EstimateItem['kind'], heading: string) => (
    <fieldset>
      <legend>{heading}</legend>
      <ul>
        {items.filter((i) => i.kind === kind).map((item) => {
          const rules = chosen.has(item.id) ? ruleLines(item.rules, labels.rules) : [];
          // Not while no guests are counted at all: the foot asks for them.
          const minimum = chosen.has(item.id) && !missingGuests ? shortOfMinimum(item, guests) : undefined;
          const warningId = `${titleId}-${item.id}-warning`;
          return (
            <li key={item.id}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={chosen.has(item.id)}
                  onChange={(e) => update({ chosen: e.target.checked ? [...draft.chosen, item.id] : draft.chosen.filter((id) => id !== item.id) })}
                  aria-describedby={minimum ? warningId : undefined}
                  data-estimate-item={item.id}
                />
                <span className="choice-title">{item.title}</span>
                <span className="choice-price">{priceText(item, money, labels)}</span>
                {rules.length > 0 && <ul className="rules">{rules.map((r) => <li key={r}>{r}</li>)}</ul>}
              </label>
              {/* Beside the package it is about, scrolling with the list: the foot stays small. */}
              {minimum && (
                <p id={warningId} className="warning" data-estimate-warning>
                  <Icon name="alert-triangle" size={18} />{belowMinimumText(item, minimum, labels.rules)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );

  return (
    <>
      {/* Styled once opened: until then /packages carries no CSS for it. */}
      <dialog ref={ref} className={open ? panel() : undefined} aria-labelledby={titleId} aria-describedby={`${titleId}-intro`} onKeyDown={onKeyDown}
        onClose={() => open && onClose()} onCancel={(e) => { e.preventDefault(); onClose(); }} data-estimator>
        <DialogToaster />
        {open && (
          <>
            <div className="head">
              <h2 id={titleId} ref={heading} tabIndex={-1}><Icon name="calculator" size={22} />{labels.title}</h2>
              <button type="button" className="icon-btn" aria-label={labels.close} onClick={onClose}>
                <Icon name="x" size={20} />
              </button>
            </div>
            <div className="body">
              <p id={`${titleId}-intro`} className="intro">{labels.intro}</p>
              <section aria-labelledby={`${titleId}-guests`}>
                <h3 id={`${titleId}-guests`} className="section-title">{labels.guests}</h3>
                <div className="counters">{counter('adults')}{counter('kids')}</div>
              </section>
              {checklist('package', labels.packagesHeading)}
              {checklist('addOn', labels.addOnsHeading)}
              <div className="options">
                <fieldset className="segmented">
                  <legend className="visually-hidden">{labels.currency}</legend>
                  {(['INR', 'USD'] as const).map((c) => (
                    <label key={c}>
                      <input type="radio" name={`${titleId}-currency`} value={c} checked={draft.currency === c} onChange={() => update({ currency: c })} />
                      {c}
                    </label>
                  ))}
                </fieldset>
                <label className="gst">
                  <input type="checkbox" checked={draft.includeGst} onChange={(e) => update({ includeGst: e.target.checked })} />
                  {labels.includeGst}
                </label>
              </div>
            </div>
            <div className="foot">
              <div className="sum">
                {hint ? (
                  <p id={`${titleId}-hint`} className="hint">{hint}</p>
                ) : (
                  <dl data-estimate-totals>
                    <dt>{labels.subtotal}</dt>
                    <dd data-estimate-subtotal>{money(result.subtotal)}</dd>
                    {result.includesGst && (
                      <>
                        <dt>{gstLabel(labels.gst, result)}</dt>
                        <dd data-estimate-gst>{money(result.gst)}</dd>
                      </>
                    )}
                    <dt className="total-row">{labels.total}</dt>
                    <dd className="total-row" data-estimate-total>{money(result.total)}</dd>
                  </dl>
                )}
              </div>
              <button type="button" className={buttonClass('primary')} onClick={bookNow} data-book-now>{labels.bookNow}</button>
              <p className="visually-hidden" aria-live="polite">{announced}</p>
            </div>
          </>
        )}
      </dialog>
      <Dialog open={sharing} onClose={() => setSharing(false)} title={labels.share.title} closeLabel={labels.share.close} width="560px">
        <div className={share()}>
          <p>{labels.share.intro}</p>
          <div className="actions">
            <a className={buttonClass('primary', 'sm')} href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" size={18} />{labels.share.whatsapp}<span className="visually-hidden"> {labels.share.newTab}</span>
            </a>
            <a className={buttonClass('outline', 'sm')} href={mailtoUrl(enquiryEmail, labels.share.emailSubject, text)}>
              <Icon name="mail" size={18} />{labels.share.email}
            </a>
            <button type="button" className={buttonClass('outline', 'sm')} onClick={copy}>
              <Icon name="copy" size={18} />{labels.share.copy}
            </button>
          </div>
          <div>
            <h3>{labels.share.preview}</h3>
            <pre data-estimate-text>{text.slice(0, totalAt)}<span className="total-line">{text.slice(totalAt)}</span></pre>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** The island: opened by the page's estimator button (site/client/openers.ts); focus goes back to it on close. */
export default function Estimator(props: EstimatorProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<{ focus(): void } | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      opener.current = (event as CustomEvent<PageEventDetail[typeof PAGE_EVENTS.estimatorOpen]>).detail?.opener ?? null;
      setOpen(true);
    };
    document.addEventListener(PAGE_EVENTS.estimatorOpen, onOpen);
    return () => document.removeEventListener(PAGE_EVENTS.estimatorOpen, onOpen);
  }, []);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return <EstimatorPanel {...props} open={open} onClose={close} />;
}
