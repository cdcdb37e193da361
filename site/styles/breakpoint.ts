/** SPEC §9: below this width, the phone layout. Its own module, so plain-DOM code gets it without the design tokens. */
export const MOBILE_BREAKPOINT = 768;
/** At this width and above the header's groups fit in one row; below it they fold into its menu button. */
export const HEADER_BREAKPOINT = 1181;
