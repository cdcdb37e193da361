import { setupAnswerMessages as say } from './setup-answer-messages.ts';

/**
 * The setup's "paste your Google Maps link" answer: where the café is (site.json's address.geo) and
 * the two map links, read from the link's text alone. `kiln init` may run offline, so a short link,
 * whose place only Google's server knows, is refused with what to paste instead.
 */
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

/** Hosts of Google's short links: maps.app.goo.gl/…, goo.gl/maps/…, g.co/kgs/…, share.google/…. */
const SHORT_HOSTS = /^(maps\.app\.goo\.gl|goo\.gl|g\.co|share\.google)$/;

/** google.com, www.google.co.in, maps.google.de: Google in any country. */
const GOOGLE_HOST = /^(www\.|maps\.)?google\.(com?\.)?[a-z]{2,3}$/;

/** "12.9352,77.6245", "12.9352, 77.6245", "+12.93,-77.62": latitude and longitude as a link writes them. */
const PAIR = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/** The place's own pin in a long link's data: "!3d12.9351!4d77.6244" (the last one is the place). */
const PIN = /!3d([+-]?\d{1,3}(?:\.\d+)?)!4d([+-]?\d{1,3}(?:\.\d+)?)/g;

/** The map's centre: "/@12.9352,77.6245,17z". */
const CENTRE = /\/@([+-]?\d{1,3}(?:\.\d+)?),([+-]?\d{1,3}(?:\.\d+)?)(?=[,/]|$)/;

/** A place id in a link's data ("!19sChIJ…" or "!1sChIJ…"); "0x…:0x…" ids are Maps' own, not place ids. */
const DATA_PLACE_ID = /!1(?:9)?s(ChIJ[\w-]+)/;

/** A place segment that is only a position ("12.93,77.62", `12°56'06.7"N 77°37'28.2"E`), not a name. */
const POSITION_ONLY = /^(?=.*\d)[\d\s.,°'"′″NSEW+-]*$/;

const DECIMALS = 1e6;

/** At most six decimals (about 10 cm), and never "-0". */
const round = (value: number) => Math.round(value * DECIMALS) / DECIMALS || 0;

/** "The+Clay+Table", "%E0%B2%95…": + is a space in a link; a broken %-escape stays as written. */
function decoded(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced).trim();
  } catch {
    return spaced.trim();
  }
}

/**
 * The link as a URL, with "https://" added when it was pasted without ("maps.google.com/?q=…"). A
 * phone's Share gives the place's name and then its link: the first word that is a link is taken.
 */
function urlOf(link: string): URL | undefined {
  const words = link.trim().split(/\s+/);
  const text =
    words.find((word) => /^https?:\/\//i.test(word)) ??
    words.find((word) => /^[\w-]+(\.[\w-]+)+\//.test(word)) ??
    (words.length === 1 ? words[0] : undefined);
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Where the link puts the place: its pin, else a "lat,lng" query, else the map's centre. */
function positionIn(url: URL): [string, string] | undefined {
  const pins = [...url.pathname.matchAll(PIN)];
  const pin = pins[pins.length - 1];
  if (pin) return [pin[1]!, pin[2]!];
  for (const key of ['query', 'q', 'll', 'center', 'destination']) {
    const value = url.searchParams.get(key);
    const pair = value === null ? null : PAIR.exec(value.replace(/^loc:/, ''));
    if (pair) return [pair[1]!, pair[2]!];
  }
  // "/maps/place/12.9352,77.6245" or "/maps/search/12.9352,+77.6245".
  const segment = /^\/maps\/(?:place|search)\/([^/]+)/.exec(url.pathname)?.[1];
  const written = segment === undefined ? null : PAIR.exec(decoded(segment));
  if (written) return [written[1]!, written[2]!];
  const centre = CENTRE.exec(url.pathname);
  return centre ? [centre[1]!, centre[2]!] : undefined;
}

/** The place's name, from "/maps/place/<name>/" or a search query that is a name. */
function nameIn(url: URL): string | undefined {
  const segment = /^\/maps\/place\/([^/@]+)/.exec(url.pathname)?.[1];
  const name = segment ? decoded(segment) : (url.searchParams.get('query') ?? url.searchParams.get('q') ?? '').trim();
  return name && !POSITION_ONLY.test(name) ? name : undefined;
}

const isMapsLink = (url: URL) =>
  GOOGLE_HOST.test(url.hostname) && (url.hostname.startsWith('maps.') || /^\/maps(\/|$)/.test(url.pathname));

export function placeFromMapsLink(link: string): MapsLinkAnswer {
  const url = urlOf(link);
  if (!url) return { ok: false, message: say.mapsNotALink };
  if (SHORT_HOSTS.test(url.hostname)) return { ok: false, message: say.mapsShortLink };
  if (!isMapsLink(url)) return { ok: false, message: say.mapsNotALink };
  const position = positionIn(url);
  if (!position) return { ok: false, message: say.mapsNoPlace };
  const [latitude, longitude] = position.map((n) => round(Number(n))) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return { ok: false, message: say.mapsOffTheMap(latitude, longitude) };
  const name = nameIn(url);
  const placeId = url.searchParams.get('query_place_id') ?? DATA_PLACE_ID.exec(url.pathname)?.[1];
  const query = `${latitude},${longitude}`;
  return {
    ok: true,
    ...(name && { name }),
    latitude,
    longitude,
    ...(placeId && { placeId }),
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${query}${placeId ? `&query_place_id=${encodeURIComponent(placeId)}` : ''}`,
    mapEmbedUrl: `https://www.google.com/maps?q=${query}&output=embed`,
  };
}
