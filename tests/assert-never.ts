/**
 * Asserts that `happened` stays false for all of `ms`, checked every few milliseconds: for what must
 * not appear (a toast, a navigation, a script's effect). One look after a sleep would pass a late one.
 */
export async function assertNever(
  happened: () => Promise<boolean> | boolean,
  message: string,
  ms = 500,
): Promise<void> {
  const end = Date.now() + ms;
  do {
    if (await happened()) throw new Error(`${message} (it happened within ${ms} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < end);
}
