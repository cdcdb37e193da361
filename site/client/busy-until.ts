/**
 * Marks a tapped control busy (aria-busy, which styles/global.ts shows) until `answer` settles:
 * its code is being fetched, and the guest sees at once that the tap was heard. Meanwhile a
 * second tap on it adds nothing. Code already here answers within the same task, so no busy
 * state is ever painted for it.
 */
export function busyUntil(control: Element, answer: () => Promise<unknown>): void {
  if (control.hasAttribute('aria-busy')) return;
  control.setAttribute('aria-busy', 'true');
  const done = () => control.removeAttribute('aria-busy');
  void answer().then(done, done);
}
