import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { CatalogKey } from '../../../site/core/catalog/catalog-keys.ts';
import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import type { Rule, RuleFinding } from './rule.ts';

/**
 * The messages a guest sends the café on WhatsApp, and what the site fills into each
 * (site/core/lib/booking-message.ts, sections/PackageCard.tsx, estimator/ShareEstimate.tsx).
 */
export const WHATSAPP_TEMPLATES: readonly {
  file: CatalogKey;
  path: readonly string[];
  placeholders: readonly string[];
}[] = [
  {
    file: 'forms',
    path: ['reservation', 'whatsapp', 'message'],
    placeholders: ['name', 'phone', 'date', 'time', 'guests', 'requests'],
  },
  { file: 'packages', path: ['labels', 'whatsappMessage'], placeholders: ['name'] },
  {
    file: 'packages',
    path: ['estimator', 'share', 'toCafeMessage'],
    placeholders: ['name', 'date', 'time', 'estimate'],
  },
];

/**
 * A placeholder the site does not fill ("{nmae}") would reach the café as written, braces and
 * all: each WhatsApp message may use only those its fill-in knows.
 */
export const whatsappTemplates: Rule = ({ files }) => {
  const findings: RuleFinding[] = [];
  for (const { file, path, placeholders } of WHATSAPP_TEMPLATES) {
    let value: unknown = files.get(file);
    for (const key of path) value = isRecord(value) ? value[key] : undefined;
    if (typeof value !== 'string') continue;
    const unknown = [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].filter(
      (p) => !placeholders.includes(p),
    );
    if (unknown.length)
      findings.push({
        key: file,
        pointer: pointerOf(path),
        message: ruleMessages.unknownPlaceholder(unknown, placeholders),
      });
  }
  return findings;
};
