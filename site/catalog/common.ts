/** Shapes that several catalogue files share. */

/** A picture: a path under catalog/ (an SVG illustration or a real photo) and its alt text. */
export interface Picture {
  src: string;
  alt: string;
}

export interface Link {
  label: string;
  href: string;
}

/** A toast's two lines, kept in the catalogue so staff can reword them. */
export interface ToastText {
  title: string;
  description: string;
}
