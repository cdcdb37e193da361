import type { EstimatorLabels } from '../core/catalog/packages.ts';
import {
  belowMinimumText,
  ruleLines,
  shortOfMinimum,
  type EstimateItem,
  type Guests,
} from '../core/commerce/estimate.ts';
import { Icon } from '../ui/Icon.tsx';

interface Props {
  heading: string;
  items: readonly EstimateItem[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, chosen: boolean) => void;
  guests: Guests;
  /** No guests counted at all: the foot asks for them, so no minimum is warned of. */
  missingGuests: boolean;
  money: (paise: number) => string;
  labels: EstimatorLabels;
  /** The panel's id, which the warnings' ids start with. */
  idPrefix: string;
}

/** How an item's price reads in the checklist: what the estimate will multiply or add. */
function priceText(item: EstimateItem, money: (paise: number) => string, labels: EstimatorLabels): string {
  if (!item.perPerson) return `${money(item.flat ?? 0)} ${labels.fixed}`;
  const { adult, kid } = item.perPerson;
  return adult === kid
    ? `${money(adult)} ${labels.perPerson}`
    : `${money(adult)} ${labels.perAdult} · ${money(kid)} ${labels.perKid}`;
}

/** Packages or add-ons to tick, each with its price, its rules once chosen, and a warning below its minimum. */
export function EstimateChecklist({
  heading,
  items,
  chosen,
  onToggle,
  guests,
  missingGuests,
  money,
  labels,
  idPrefix,
}: Props) {
  return (
    <fieldset>
      <legend>{heading}</legend>
      <ul>
        {items.map((item) => {
          const rules = chosen.has(item.id) ? ruleLines(item.rules, labels.rules) : [];
          const minimum = chosen.has(item.id) && !missingGuests ? shortOfMinimum(item, guests) : undefined;
          const warningId = `${idPrefix}-${item.id}-warning`;
          return (
            <li key={item.id}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={chosen.has(item.id)}
                  onChange={(e) => onToggle(item.id, e.target.checked)}
                  aria-describedby={minimum ? warningId : undefined}
                  data-estimate-item={item.id}
                />
                <span className="choice-title">{item.title}</span>
                <span className="choice-price">{priceText(item, money, labels)}</span>
                {rules.length > 0 && (
                  <ul className="rules">
                    {rules.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                )}
              </label>
              {/* Beside the package it is about, scrolling with the list: the foot stays small. */}
              {minimum && (
                <p id={warningId} className="warning" data-estimate-warning>
                  <Icon name="alert-triangle" size={18} />
                  {belowMinimumText(item, minimum, labels.rules)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
