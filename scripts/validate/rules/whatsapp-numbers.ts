import { pointerOf } from '../../../site/core/lib/json-pointer.ts';
import { ruleMessages } from '../validation-messages.ts';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { Rule, RuleFinding } from './rule.ts';

/** Numbers this short leave out the country code: an Indian mobile alone has 10 digits. */
const MAX_DIGITS_WITHOUT_COUNTRY_CODE = 10;

/** The example country code, the studio's own. */
const INDIA = '91';

const WA_ME = /^(https:\/\/wa\.me\/)(\d+)(.*)$/;

/**
 * The WhatsApp number (site.json "whatsapp") and every wa.me link in the socials carry the country
 * code: wa.me reads the first digits as one, so "9845012345" opens a chat with a number in Iran (98).
 * A warning: a few countries' full numbers are this short.
 */
export const whatsappNumbers: Rule = ({ files }) => {
  const site = files.get('site');
  if (!isRecord(site)) return [];
  const findings: RuleFinding[] = [];
  const tooShort = (digits: string | undefined): digits is string =>
    digits !== undefined && digits.length <= MAX_DIGITS_WITHOUT_COUNTRY_CODE;
  const warn = (path: (string | number)[], value: string, withCode: string) =>
    findings.push({
      key: 'site',
      pointer: pointerOf(path),
      message: ruleMessages.whatsappWithoutCountryCode(value, withCode),
      warning: true,
    });

  const number = typeof site.whatsapp === 'string' ? /^\d+$/.exec(site.whatsapp)?.[0] : undefined;
  if (tooShort(number)) warn(['whatsapp'], number, `${INDIA}${number}`);
  (Array.isArray(site.socials) ? site.socials : []).forEach((social: unknown, i) => {
    if (!isRecord(social) || typeof social.href !== 'string') return;
    const [, start, digits, rest] = WA_ME.exec(social.href) ?? [];
    if (tooShort(digits)) warn(['socials', i, 'href'], social.href, `${start}${INDIA}${digits}${rest}`);
  });
  return findings;
};
