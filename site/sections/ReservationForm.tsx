import type { Catalog } from '../catalog/index.ts';

/** Placeholder: the reservations work replaces this with the SPEC §5 form. Used by / and /reservations. */
export function ReservationForm(_props: { catalog: Catalog; idPrefix?: string }) {
  return null;
}
