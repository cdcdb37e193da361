import { createRoot } from 'react-dom/client';
import { EditorApp } from './editor-app.tsx';
import './editor.css';

createRoot(document.getElementById('editor')!).render(<EditorApp />);
