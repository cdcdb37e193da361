import { gzipSync } from 'node:zlib';
import { TAP_CAPTURE_SCRIPT } from '../site/layout/tap-capture.ts';
import { readFileSync } from 'node:fs';
const html = readFileSync('/tmp/taps-dist/site/menu/index.html', 'utf8');
const base = html.replace(';' + TAP_CAPTURE_SCRIPT, '');
const g = (s: string) => gzipSync(s, { level: 9 }).length;
const b = g(base);
const at = base.indexOf('</script>', base.indexOf('<script>(function(){try'));
const cost = (js: string) => g(base.slice(0, at) + ';' + js + base.slice(at)) - b;
const SEL = JSON.stringify((await import('../site/lib/held-taps.ts')).HELD_CONTROLS.join(','));
console.log('current', cost(TAP_CAPTURE_SCRIPT));
const v = {
  noerr: `(function(d,q){d.addEventListener('click',function(e){var t=q&&e.target.closest&&e.target.closest(${SEL});t&&(e.preventDefault(),q.indexOf(t)<0&&q.push(t)&&t.setAttribute('aria-busy',!0))},!0);window.kilnTaps=function(t){t=q||[];q=0;return t}})(document,[])`,
  onclick: `(function(q){onclick=function(e){var t=q&&e.target.closest&&e.target.closest(${SEL});t&&(e.preventDefault(),q.indexOf(t)<0&&q.push(t)&&t.setAttribute('aria-busy',!0))};kilnTaps=function(t){t=q||[];q=0;return t}})([])`,
  minimal: `var kilnTaps=[];addEventListener('click',function(e){var t=e.target.closest&&e.target.closest(${SEL});kilnTaps&&t&&(e.preventDefault(),kilnTaps.indexOf(t)<0&&kilnTaps.push(t)&&t.setAttribute('aria-busy',!0))},!0);addEventListener('error',function(e){e.target.type=='module'&&kilnTaps&&kilnTaps.map(function(t){t.removeAttribute('aria-busy')});kilnTaps=0},!0)`,
  minimalNoErr: `var kilnTaps=[];addEventListener('click',function(e){var t=e.target.closest&&e.target.closest(${SEL});kilnTaps&&t&&(e.preventDefault(),kilnTaps.indexOf(t)<0&&kilnTaps.push(t)&&t.setAttribute('aria-busy',!0))},!0)`,
};
for (const [k, js] of Object.entries(v)) console.log(k, js.length, cost(js));
