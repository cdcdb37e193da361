import './setup-dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { onInteraction } from '../../site/client/strategies/on-interaction.ts';
import { dismissToast } from '../../site/client/show-toast.ts';

const LOAD_FAILED = { title: "That didn't load", description: 'Please try again.' };

/** An island marker holding two photo links, the page's toaster, and a hydrate whose outcome each test decides. */
function mount() {
  document.body.innerHTML = `<div data-island="gallery"><a id="one" href="/one.svg"><img alt=""></a><a id="two" href="/two.svg">Two</a></div>
    <div id="toaster"></div>`;
  document.getElementById('toaster')!.dataset.loadFailed = JSON.stringify(LOAD_FAILED);
  const el = document.querySelector<HTMLElement>('[data-island]')!;
  const asks: ((live: boolean) => void)[] = [];
  const hydrate = () => new Promise<boolean>((resolve) => asks.push(resolve));
  onInteraction(el, hydrate);
  // What reaches the page past the island's marker: the island's own handlers, once it is live.
  const delivered: string[] = [];
  el.addEventListener('click', (event) => {
    delivered.push((event.target as Element).closest('a')!.id);
    event.preventDefault();
  });
  const click = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const settle = async (live: boolean) => {
    asks.at(-1)!(live);
    await new Promise((r) => setTimeout(r));
  };
  return { click, settle, asks, delivered, $: (id: string) => document.getElementById(id)! };
}

const interaction = suite('islands: a click before the island is live');

interaction.after.each(() => dismissToast());

interaction(
  'should hold every click while the code loads, marking the tapped link busy, then replay the latest',
  async () => {
    const { click, settle, asks, delivered, $ } = mount();
    assert.ok(click('#one img'), 'the first tap does not follow the link');
    assert.is($('one').getAttribute('aria-busy'), 'true', 'the link it landed on says it is busy');
    assert.ok(click('#one'), 'nor does a second tap on it');
    assert.ok(click('#two'), 'nor one on another photo');
    assert.is($('one').getAttribute('aria-busy'), null);
    assert.is($('two').getAttribute('aria-busy'), 'true', 'the busy mark follows the latest tap');
    assert.equal(delivered, [], 'nothing reaches the island while it is not live');
    assert.is(asks.length, 1, 'one load for all the taps');
    await settle(true);
    assert.equal(delivered, ['two'], 'the latest tap is replayed, once');
    assert.is($('two').getAttribute('aria-busy'), null);
    click('#one');
    assert.equal(delivered, ['two', 'one'], 'a live island gets clicks as they come');
  },
);

interaction('should let clicks straight through once the approach has woken the island', async () => {
  const { click, settle, delivered, $ } = mount();
  $('one').dispatchEvent(new Event('pointerover', { bubbles: true }));
  await settle(true);
  // A radio or checkbox checks at the click itself: one held and replayed later would undo it first.
  click('#two');
  assert.equal(delivered, ['two'], 'it reaches the island at once, not replayed later');
  assert.is($('two').getAttribute('aria-busy'), null);
});

interaction('should tell the guest when the code did not arrive, and try again at the next click', async () => {
  const { click, settle, asks, delivered, $ } = mount();
  click('#one');
  await settle(false);
  assert.is(document.querySelector('#toaster .toast-title')?.textContent, LOAD_FAILED.title);
  assert.is(document.querySelector('#toaster .toast-description')?.textContent, LOAD_FAILED.description);
  assert.is($('one').getAttribute('aria-busy'), null, 'not busy once it has failed');
  assert.equal(delivered, []);
  assert.ok(click('#one'), 'the next tap is held too, not sent to the bare file');
  assert.is(asks.length, 2, 'and asks for the code again');
  await settle(true);
  assert.equal(delivered, ['one']);
});

interaction('should leave clicks to the server HTML when the island broke', async () => {
  const { click, settle, delivered, $ } = mount();
  click('#one');
  $('one').parentElement!.setAttribute('data-failed', '');
  await settle(false);
  assert.is(document.querySelector('#toaster .toast'), null, 'no toast: trying again would not help');
  assert.equal(delivered, ['one'], 'the held tap goes on to its link');
  click('#two');
  assert.equal(delivered, ['one', 'two'], 'and later ones are not held');
});

interaction.run();
