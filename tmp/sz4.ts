import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const html = readFileSync('/tmp/taps-dist/site/menu/index.html', 'utf8');
const g = (s: string) => gzipSync(s, { level: 9 }).length;
const cur = ':is(button,a)[aria-busy=true][aria-busy]{cursor:progress;box-shadow:inset 0 0 0 2px,inset 0 -5px;animation:tap-busy .8s infinite alternate}@keyframes tap-busy{to{box-shadow:inset 0 0 0 2px,inset 0 -2px}}';
const base = html.replace(cur, '');
const b = g(base);
const at = base.indexOf('@keyframes toast-in');
const cost = (css: string) => g(base.slice(0, at) + css + base.slice(at)) - b;
for (const css of [cur,
  ':is(button,a)[aria-busy=true][aria-busy]{cursor:progress;box-shadow:inset 0 0 0 2px,inset 0 -5px}',
  '[aria-busy=true][aria-busy]:is(button,a){cursor:progress;box-shadow:inset 0 0 0 2px,inset 0 -5px;animation:toast-in .8s infinite alternate}',
  ':is(button,a)[aria-busy=true][aria-busy]{cursor:progress;box-shadow:inset 0 0 0 2px,inset 0 -5px;animation:tap-busy .8s infinite alternate}@keyframes tap-busy{50%{box-shadow:none}}',
]) console.log(cost(css), css);
