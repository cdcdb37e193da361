/** SPEC §9: below this width, the phone layout. Its own module, so plain-DOM code gets it without the design tokens. */
export const MOBILE_BREAKPOINT = 768;
