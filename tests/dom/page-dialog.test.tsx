import './setup-dom.ts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGE_EVENTS } from '../../site/core/lib/page-events.ts';
import { useModalDialog } from '../../site/ui/use-modal-dialog.ts';
import { usePageDialog } from '../../site/ui/use-page-dialog.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island's dialog as the cart's is made: opened by a page event, closed by the <dialog> itself. */
function Drawer({ modal }: { modal?: () => boolean }) {
  const { open, close } = usePageDialog(PAGE_EVENTS.cartOpen);
  const { ref } = useModalDialog(open, modal);
  return (
    <dialog ref={ref} onClose={close}>
      {open && (
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      )}
    </dialog>
  );
}

const dialogs = suite('usePageDialog + useModalDialog');

async function mount(modal?: () => boolean) {
  const host = document.createElement('div');
  const opener = Object.assign(document.createElement('button'), { textContent: 'Cart' });
  document.body.append(opener, host);
  const root = createRoot(host);
  await act(async () => root.render(<Drawer modal={modal} />));
  const dialog = host.querySelector('dialog')!;
  const open = () =>
    act(async () => void document.dispatchEvent(new CustomEvent(PAGE_EVENTS.cartOpen, { detail: { opener } })));
  const done = async () => {
    await act(async () => root.unmount());
    host.remove();
    opener.remove();
  };
  return { dialog, opener, open, done };
}

dialogs('should open on the page event and give focus back to the opener once closed', async () => {
  const { dialog, opener, open, done } = await mount();
  await open();
  assert.ok(dialog.open);
  assert.ok(dialog.querySelector('button'), 'its content renders once open');
  await act(async () => dialog.querySelector('button')!.click());
  assert.not.ok(dialog.open);
  assert.is(dialog.querySelector('button'), null);
  assert.is(document.activeElement, opener);
  await done();
});

dialogs('should open without a modal where modal() says so', async () => {
  const { dialog, open, done } = await mount(() => false);
  await open();
  assert.ok(dialog.open);
  await done();
});

dialogs.run();
