import type { ReactNode } from 'react';
import { renderSession } from '../scripts/render/render-session.tsx';

/** Server-renders `element` as a build does, in a render session of its own; returns its HTML. */
export const renderHtml = (element: ReactNode): string => renderSession().render(element).html;
