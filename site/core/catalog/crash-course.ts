export type { CrashCourseCatalog, CrashCourseTip, PaletteColour } from './generated/crash-course.ts';
