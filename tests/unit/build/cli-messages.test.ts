import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cliMessages } from '../../../scripts/cli-messages.ts';

const messages = suite('cliMessages');

messages('should count the problems that stopped a build in plain English: one problem, two problems', () => {
  assert.is(cliMessages.stopped(1, 'dist'), 'Build stopped: 1 problem in the catalogue; dist/ was left as it was.');
  assert.is(cliMessages.stopped(2, 'dist'), 'Build stopped: 2 problems in the catalogue; dist/ was left as it was.');
});

messages.run();
