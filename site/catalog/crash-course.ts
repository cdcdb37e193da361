/** catalog/crash-course.json. Placeholder shape until its page is built; replace with the real one. */
export interface CrashCourseCatalog {
  [key: string]: unknown;
}
