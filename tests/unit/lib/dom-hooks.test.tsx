import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IslandAttribute } from '../../../site/islands/attributes.ts';
import { Hook } from '../../../site/lib/dom-hooks.ts';
import { hook } from '../../../site/lib/hook.ts';
import { PAGE_EVENTS } from '../../../site/core/lib/page-events.ts';
import { Toaster } from '../../../site/ui/Toaster.tsx';
import { renderHtml } from '../../render-html.tsx';

const hooks = suite('dom hooks: the data-* names markup and browser code share');

hooks('should name each attribute once, as a data-* attribute', () => {
  const names = [...Object.values(Hook), ...Object.values(IslandAttribute)];
  assert.equal(
    names.filter((name) => !/^data-[a-z]+(-[a-z]+)*$/.test(name)),
    [],
  );
  assert.equal(
    names.filter((name, i) => names.indexOf(name) !== i),
    [],
    'named twice',
  );
});

hooks('should name each page event once', () => {
  const events = Object.values(PAGE_EVENTS);
  assert.equal(
    events.filter((name) => !name.startsWith('kiln:')),
    [],
  );
  assert.is(new Set(events).size, events.length);
});

hooks('should put a hook on an element bare or with its value, as JSX wrote it by hand', () => {
  assert.is(renderHtml(<header {...hook(Hook.header)} />), '<header data-header="true"></header>');
  assert.is(renderHtml(<div {...hook(Hook.carousel, 4000)} />), '<div data-carousel="4000"></div>');
});

hooks.run();

const toaster = suite('Toaster');

toaster("should give the page's toaster its id and the words client/show-toast.ts reads", () => {
  const labels = { dismissToast: 'Close', loadFailed: { title: 'Oops', description: 'Try again.' } };
  assert.is(
    renderHtml(<Toaster labels={labels} />),
    '<div id="toaster" class="toaster" role="status" aria-live="polite" data-dismiss-label="Close" data-load-failed="{&quot;title&quot;:&quot;Oops&quot;,&quot;description&quot;:&quot;Try again.&quot;}"></div>',
  );
});

toaster("should mark a dialog's toaster as the dialog's", () => {
  assert.is(
    renderHtml(<Toaster />),
    '<div class="toaster" role="status" aria-live="polite" data-dialog-toaster="true"></div>',
  );
});

toaster.run();
