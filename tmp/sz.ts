import { TAP_CAPTURE_SCRIPT } from '../site/layout/tap-capture.ts';
import { gzipSync } from 'node:zlib';
console.log(TAP_CAPTURE_SCRIPT.length, gzipSync(TAP_CAPTURE_SCRIPT).length);
console.log(TAP_CAPTURE_SCRIPT);
