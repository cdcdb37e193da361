import { type Command, InvalidArgumentError, Option } from 'commander';
import { cliMessages } from './cli-messages.ts';
import { EXIT } from './prebuilt/exit-codes.mjs';
import { isBuildTime, NOW_VARIABLE } from './write/build-clock.ts';

/** --now on the commands that build: the build's time, for trying dates (scripts/write/build-clock.ts). */
export const nowOption = () =>
  new Option('--now <date>', 'build as of this day or time (YYYY-MM-DD or an ISO date-time), to try dates').argParser(
    (value: string) => {
      if (!isBuildTime(value)) throw new InvalidArgumentError(cliMessages.notATime);
      return value.trim();
    },
  );

/**
 * --now reaches every build a command makes (kiln dev's and edit's in their worker too) as
 * KILN_NOW, set before the command runs; a KILN_NOW that is not a time stops it, in plain words.
 */
export function passNowOn(program: Command): void {
  program.hook('preAction', (_, command) => {
    const { now } = command.opts<{ now?: string }>();
    if (now) process.env[NOW_VARIABLE] = now;
    const set = process.env[NOW_VARIABLE]?.trim();
    if (set && !isBuildTime(set)) command.error(cliMessages.badNowVariable(set), { exitCode: EXIT.usage });
  });
}
