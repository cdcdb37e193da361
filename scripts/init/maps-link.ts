// Stub until wt-answers merges.
export type MapsLinkAnswer =
  | {
      ok: true;
      name?: string;
      latitude: number;
      longitude: number;
      placeId?: string;
      mapsUrl: string;
      mapEmbedUrl: string;
    }
  | { ok: false; message: string };
export function placeFromMapsLink(link: string): MapsLinkAnswer {
  const m = /!3d(-?[\d.]+)!4d(-?[\d.]+)/.exec(link);
  if (!m) return { ok: false, message: 'paste the long link' };
  const [latitude, longitude] = [Number(m[1]), Number(m[2])];
  return {
    ok: true,
    latitude,
    longitude,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
    mapEmbedUrl: `https://www.google.com/maps?q=${latitude},${longitude}&output=embed`,
  };
}
