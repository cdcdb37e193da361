import { isRecord } from '../../site/core/lib/is-record.ts';
import { refuse, type Read } from './checkout-request.ts';

/**
 * What a test asks of the emulator with `POST /__emulator/{name}` (tests only; `kiln serve` never
 * turns these on): `reset` restores catalogue stock and the clock, and forgets fixtures and
 * planted failures; `fail-next {status, statusText?, body?, path?}` makes the next API call
 * (whose path contains `path`) answer that; `product {id, …}` adds a raw product;
 * `clock {advanceMs}` moves the emulator's clock forward (sessions expire on it).
 */
export type Control =
  | { name: 'reset' }
  | { name: 'fail-next'; rule: FailRule }
  | { name: 'product'; id: string; product: Record<string, unknown> }
  | { name: 'clock'; advanceMs: number };

export interface FailRule {
  status: number;
  statusText?: string;
  body?: string;
  path?: string;
}

/** What a status text may hold: Node throws on anything else, and the planted failure would answer 500. */
const STATUS_TEXT = /^[\x20-\x7e]*$/;

/** The control `name` asks for, with its body checked; undefined for a control that does not exist. */
export function readControl(name: string, body: unknown): Read<Control> | undefined {
  if (!['reset', 'fail-next', 'product', 'clock'].includes(name)) return undefined;
  if (body !== undefined && !isRecord(body)) return refuse('The request body must be a JSON object');
  const fields = body ?? {};
  if (name === 'reset') return { ok: true, value: { name } };
  if (name === 'product') {
    const { id } = fields;
    return typeof id === 'string' && id
      ? { ok: true, value: { name, id, product: fields } }
      : refuse('id must be a non-empty string');
  }
  if (name === 'clock') {
    const { advanceMs } = fields;
    return Number.isSafeInteger(advanceMs) && (advanceMs as number) >= 0
      ? { ok: true, value: { name, advanceMs: advanceMs as number } }
      : refuse('advanceMs must be a whole number of milliseconds from 0');
  }
  const { status, statusText, body: text, path } = fields;
  if (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
    return refuse('status must be a whole number from 200 to 599');
  if (statusText !== undefined && (typeof statusText !== 'string' || !STATUS_TEXT.test(statusText)))
    return refuse('statusText must be a line of printable ASCII');
  if (text !== undefined && typeof text !== 'string') return refuse('body must be a string');
  if (path !== undefined && typeof path !== 'string') return refuse('path must be a string');
  return { ok: true, value: { name: 'fail-next', rule: { status: status as number, statusText, body: text, path } } };
}

/** What the tests have set: planted products and failures, and how far the clock was moved forward. `onReset` forgets the rest (the sales). */
export function testControlState(onReset: () => void) {
  const state = {
    fixtures: new Map<string, unknown>() as ReadonlyMap<string, unknown> & Map<string, unknown>,
    failNext: [] as FailRule[],
    clockAhead: 0,
    obey(control: Control): void {
      if (control.name === 'reset') {
        onReset();
        state.fixtures.clear();
        state.failNext.length = 0;
        state.clockAhead = 0;
      } else if (control.name === 'fail-next') state.failNext.push(control.rule);
      else if (control.name === 'product') state.fixtures.set(control.id, control.product);
      else state.clockAhead += control.advanceMs;
    },
    /** The planted failure the API call at `path` answers with, taken off the list; or undefined. */
    failureFor(path: string): FailRule | undefined {
      const i = state.failNext.findIndex((r) => !r.path || path.includes(r.path));
      return i >= 0 ? state.failNext.splice(i, 1)[0] : undefined;
    },
  };
  return state;
}
