import type { Picture } from './common.ts';

export interface CrashCourseTip {
  title: string;
  text: string;
}

export interface PaletteColour {
  name: string;
  /** "#RRGGBB". */
  hex: string;
}

/** catalog/crash-course.json: what to know before painting. */
export interface CrashCourseCatalog {
  image: Picture;
  tips: { heading: string; intro: string; items: CrashCourseTip[] };
  palette: { heading: string; intro: string; colours: PaletteColour[] };
  notes: { heading: string; items: string[] };
  conditions: { heading: string; items: { label: string; text: string }[] };
}
