import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { EditorApp } from './editor-app.tsx';
import { editorBase } from './editor-base.ts';
import { TOKEN_PARAM } from './edit-protocol.ts';
import './editor.css';

// The token came in the address once; the server has set its cookie. Off the address bar and out
// of the history, so neither Back nor a shoulder nor a shared screenshot shows it again.
const address = new URL(location.href);
if (address.searchParams.has(TOKEN_PARAM)) {
  address.searchParams.delete(TOKEN_PARAM);
  history.replaceState(history.state, '', address.href);
}

createRoot(document.getElementById('editor')!).render(
  <Router base={editorBase()}>
    <EditorApp />
  </Router>,
);
