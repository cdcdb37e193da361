import { extractCss } from 'goober';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PropsFiles } from '../../site/islands/props-files.ts';
import { type BuildMemo, buildMemo } from '../../site/core/lib/build-memo.ts';

export interface Rendered {
  html: string;
  /** The style rules this render used, and only those. */
  css: string;
}

export interface RenderSession {
  /** Renders `element` to HTML, with exactly the style rules it used. */
  render(element: ReactNode): Rendered;
  /** The islands' props files the renders referred to, by URL path, for the build to write. */
  readonly propsFiles: ReadonlyMap<string, string>;
  /** The build's answers worked out once, for the pages (site/core/lib/build-memo.ts). */
  readonly memo: BuildMemo;
}

/**
 * One build's rendering. goober collects style rules process-wide, so each render empties its
 * sheet first (dropping what anything rendered before left behind) and takes it after; `<Island>`
 * records the props files it points at in the session's map (site/islands/props-files.ts), which
 * the build may give (one that notes them per page: scripts/steps/run-units.ts).
 */
export function renderSession(propsFiles = new Map<string, string>(), memo: BuildMemo = buildMemo()): RenderSession {
  return {
    propsFiles,
    memo,
    render(element) {
      extractCss();
      const html = renderToString(<PropsFiles value={propsFiles}>{element}</PropsFiles>);
      return { html, css: extractCss() };
    },
  };
}
