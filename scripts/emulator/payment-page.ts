/** The emulator's hosted payment page: plain HTML, no script, two forms. */

import { escapeHtml as esc } from '../render/escape-html.ts';

export interface PaymentPageInput {
  storeName: string;
  sessionId: string;
  lines: { title: string; quantity: number; amount: string }[];
  total: string;
  error?: string;
  /** After pay or cancel the session is closed. */
  closed?: boolean;
  /** A closed page's way back to the site (an expired session's cancelUrl). */
  returnUrl?: string;
}

export function paymentPage({
  storeName,
  sessionId,
  lines,
  total,
  error,
  closed,
  returnUrl,
}: PaymentPageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay · ${esc(storeName)}</title>
<style>
  /* The store's own page, not the café's: a plain look of its own. */
  :root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1a1d21; --muted: #5b6270; --line: #dfe3e8; --pay: #1a56db; --on-pay: #fff; --err: #b42318; }
  @media (prefers-color-scheme: dark) { :root { --bg: #111418; --card: #1b1f24; --text: #eef1f4; --muted: #a9b1bc; --line: #2d333b; --pay: #8ab4ff; --on-pay: #0b1220; --err: #ffb4a3; } }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
  main { max-width: 480px; margin: 48px auto; padding: 28px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; } p { margin: 0 0 16px; color: var(--muted); }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { text-align: left; padding: 8px 0; border-bottom: 1px solid var(--line); } td:last-child, th:last-child { text-align: right; }
  tfoot td { font-weight: 700; border-bottom: 0; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button, .button { box-sizing: border-box; min-height: 48px; padding: 0 24px; border-radius: 999px; font: inherit; font-weight: 650; cursor: pointer; border: 2px solid var(--pay); }
  .pay { background: var(--pay); color: var(--on-pay); } .cancel, .button { background: transparent; color: var(--text); border-color: currentColor; }
  .button { display: inline-flex; align-items: center; text-decoration: none; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #e0a526; outline-offset: 2px; }
  .error { color: var(--err); font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>${esc(storeName)}</h1>
  <p>Test mode: no card is charged. Session ${esc(sessionId.slice(0, 8))}…</p>
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
  <table>
    <caption class="visually-hidden" style="position:absolute;left:-9999px">Your order</caption>
    <thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead>
    <tbody>${lines.map((l) => `<tr><td>${esc(l.title)}</td><td>${l.quantity}</td><td>${esc(l.amount)}</td></tr>`).join('')}</tbody>
    <tfoot><tr><td colspan="2">Total</td><td data-total>${esc(total)}</td></tr></tfoot>
  </table>
  ${
    closed
      ? returnUrl
        ? `<a class="button" href="${esc(returnUrl)}">Return to the site</a>`
        : '<p>This payment session is closed.</p>'
      : `<div class="actions">
    <form method="post" action="/pay/${esc(sessionId)}/pay"><button class="pay" type="submit">Pay ${esc(total)}</button></form>
    <form method="post" action="/pay/${esc(sessionId)}/cancel"><button class="cancel" type="submit">Cancel and return</button></form>
  </div>`
  }
</main>
</body>
</html>
`;
}
