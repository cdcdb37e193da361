import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  contentSecurityPolicy,
  editorPolicy,
  framedAlsoBy,
  pagePolicy,
  parsePolicy,
  policyText,
} from '../../../scripts/deploy/csp.ts';

const csp = suite('content security policies: one builder');

csp('should read back a policy it wrote, directive for directive', () => {
  const directives = pagePolicy({
    inlineScripts: ['x()'],
    images: ['https://api.example.in'],
    frames: [],
    framedBy: [],
  });
  assert.equal(parsePolicy(policyText(directives)), directives);
  assert.is(
    contentSecurityPolicy({ inlineScripts: ['x()'], images: ['https://api.example.in'], frames: [], framedBy: [] }),
    policyText(directives),
  );
  assert.match(policyText(directives), /frame-src 'none'; .*frame-ancestors 'none'$/);
});

csp('should add a framer in place of none, and keep the framers a policy has', () => {
  const none = parsePolicy("default-src 'self'; frame-ancestors 'none'");
  assert.is(
    policyText(framedAlsoBy(none, ['http://laptop:4322'])),
    "default-src 'self'; frame-ancestors http://laptop:4322",
  );
  const some = parsePolicy("default-src 'self'; frame-ancestors https://site.example.in");
  assert.is(
    policyText(framedAlsoBy(some, ['http://laptop:4322'])),
    "default-src 'self'; frame-ancestors https://site.example.in http://laptop:4322",
  );
  assert.is(policyText(framedAlsoBy(parsePolicy(''), [])), "frame-ancestors 'none'");
});

csp("should sandbox only the editor's pictures", () => {
  assert.not.match(editorPolicy({ preview: 'http://localhost:4321', sandboxed: false }), /sandbox/);
  assert.match(editorPolicy({ preview: 'http://localhost:4321', sandboxed: true }), /; sandbox$/);
});

csp.run();
