/**
 * A build that will not start: `--out` is unsafe to replace, or another build is writing it.
 * Its message is the one line the CLI prints (exit 2); nothing was read or written.
 */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}
