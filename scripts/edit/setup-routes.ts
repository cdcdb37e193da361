import type { IncomingMessage } from 'node:http';
import {
  SETUP_QUESTIONS,
  type SetupQuestion,
  type SetupReply,
  type SetupWarning,
} from '../../editor/setup/setup-protocol.ts';
import { PLACE_KINDS } from '../../site/core/catalog/site.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import { WEEK_FROM_MONDAY } from '../../site/core/lib/opening-schedule.ts';
import { planAnswer } from './setup-answers.ts';
import { readSetupState } from './setup-state.ts';
import { editMessages } from './edit-messages.ts';
import { type ApiAnswer, message, withJson } from './json-request.ts';
import { writeSetupChange } from './setup-writes.ts';

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 100_000;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Each answer's shape, checked before anything is read: a request the setup's page would never send is a 400. */
const SHAPES: { [Q in SetupQuestion]: (body: Record<string, unknown>) => boolean } = {
  kind: (b) => (PLACE_KINDS as readonly unknown[]).includes(b.kind),
  name: (b) => isText(b.name) && isText(b.tagline),
  place: (b) => isText(b.link),
  phone: (b) => isText(b.phone) && isText(b.whatsapp),
  hours: (b) =>
    Array.isArray(b.week) &&
    b.week.every(
      (d) =>
        isRecord(d) &&
        (WEEK_FROM_MONDAY as readonly unknown[]).includes(d.day) &&
        typeof d.closed === 'boolean' &&
        TIME.test(String(d.opens)) &&
        TIME.test(String(d.closes)),
    ) &&
    Array.isArray(b.holidays) &&
    b.holidays.every((h) => isRecord(h) && isText(h.date) && (h.name === undefined || isText(h.name))),
  menu: (b) => isText(b.text) && (b.format === 'text' || b.format === 'csv'),
  logo: (b) => isText(b.src),
  brand: (b) => isText(b.brand),
  photos: (b) => isText(b.hero) && Array.isArray(b.gallery) && b.gallery.every(isText),
};

export interface SetupContext {
  catalogDir: string;
  sitePort: number;
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>;
}

const isQuestion = (q: string | undefined): q is SetupQuestion =>
  (SETUP_QUESTIONS as readonly string[]).includes(q ?? '') || q === 'brand';

/** The pictures an answer names: warnings about them (too narrow for their place) are said with it. */
const picturesOf = (question: SetupQuestion, body: Record<string, unknown>): string[] =>
  question === 'logo'
    ? [String(body.src)]
    : question === 'photos'
      ? [String(body.hero), ...(body.gallery as string[])]
      : [];

async function answer(
  question: SetupQuestion,
  body: Record<string, unknown>,
  { catalogDir, sitePort }: SetupContext,
): Promise<ApiAnswer> {
  const plan = await planAnswer(catalogDir, question, body as never);
  if ('message' in plan) return message(422, plan.message);
  const written = await writeSetupChange(catalogDir, plan.change);
  if (!written.ok) return message(422, written.message);
  const pictures = picturesOf(question, body);
  const warnings: SetupWarning[] = [
    ...(plan.warnings ?? []),
    ...written.warnings
      .filter((w) => !w.leading && pictures.some((src) => w.message.includes(src)))
      .map((w) => ({ message: w.message })),
  ];
  const reply: SetupReply = {
    saved: true,
    unchanged: written.unchanged,
    state: { ...(await readSetupState(catalogDir)), sitePort },
    warnings,
    ...(plan.suggestion && { suggestion: plan.suggestion }),
  };
  return { status: 200, body: reply };
}

/**
 * /api/setup: the new café's answers as the catalogue holds them (GET), and /api/setup/<question>:
 * one answer, written at once (POST), one at a time with every other write.
 */
export function setupRoutes(
  req: IncomingMessage,
  question: string | undefined,
  context: SetupContext,
): Partial<Record<string, () => Promise<ApiAnswer>>> | undefined {
  if (question === undefined)
    return {
      GET: async () => ({
        status: 200,
        body: { ...(await readSetupState(context.catalogDir)), sitePort: context.sitePort },
      }),
    };
  if (!isQuestion(question)) return undefined;
  return {
    POST: () =>
      withJson(req, (body) =>
        SHAPES[question](body)
          ? context.oneAtATime(() => answer(question, body, context))
          : Promise.resolve(message(400, editMessages.badRequest(`an answer to “${question}”`))),
      ),
  };
}
