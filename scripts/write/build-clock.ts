/**
 * The build's time: SOURCE_DATE_EPOCH when it is set (seconds since 1970, the reproducible-builds
 * convention, so a build can be made again as of a given moment), else the clock. What the events
 * page offers "Add to calendar" for and the stamp of an event changed since the last build go by it.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date();
}
