import type { EstimateCurrency } from '../core/commerce/estimate.ts';
import { isRecord } from '../core/lib/is-record.ts';
import { STORAGE_KEYS } from './keys.ts';
import { createLocalStore } from './local-store.ts';

/** The estimator's choices, kept for the visit: closing the panel, or moving on to another page, loses nothing. */
export interface EstimateDraft {
  adults: number;
  kids: number;
  chosen: string[];
  currency: EstimateCurrency;
  includeGst: boolean;
}

export const EMPTY_ESTIMATE: EstimateDraft = { adults: 0, kids: 0, chosen: [], currency: 'INR', includeGst: true };

const count = (x: unknown) => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : 0);

function parseDraft(r: unknown): EstimateDraft | undefined {
  if (!isRecord(r)) return undefined;
  return {
    adults: count(r.adults),
    kids: count(r.kids),
    chosen: Array.isArray(r.chosen) ? r.chosen.filter((id): id is string => typeof id === 'string') : [],
    currency: r.currency === 'USD' ? 'USD' : 'INR',
    includeGst: r.includeGst !== false,
  };
}

export const estimateStore = createLocalStore<EstimateDraft>(STORAGE_KEYS.estimate, parseDraft, EMPTY_ESTIMATE, {
  storage: 'session',
});
