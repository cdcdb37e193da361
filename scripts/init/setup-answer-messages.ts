/**
 * The words of the setup's answers (a Maps link, the week's hours, the holidays, the logo's colour),
 * in one place: the setup's screens and the tests read the same strings. One line each, plain words.
 */
export const setupAnswerMessages = {
  // The Maps link (maps-link.ts).
  mapsShortLink:
    'That is a short link, which Kiln cannot read without the internet: open it in your browser and paste the long link from the address bar.',
  mapsNotALink:
    'That is not a Google Maps link: find your place in Google Maps and paste the link from the browser’s address bar.',
  mapsNoPlace:
    'That link does not say where the place is on the map: open it in Google Maps, click your place, and paste the link from the address bar.',
  mapsOffTheMap: (latitude: number, longitude: number) =>
    `The numbers in that link (${latitude}, ${longitude}) are not a place on Earth: paste the link again from the address bar.`,

  // The week's hours (week-hours.ts).
  notATime: (day: string, time: string) => `${day}’s time “${time}” is not a time of day: write it like 09:30.`,
  sameTime: (day: string, time: string) =>
    `${day} opens and closes at the same time (${time}): change one of them, or mark the day closed.`,
  closesBeforeOpens: (day: string, closes: string, opens: string, latestNight: string) =>
    `${day} closes at ${closes}, before it opens at ${opens}: choose a later closing time (up to ${latestNight} means after midnight).`,
  nightRunsIntoNextDay: (day: string, closes: string, nextDay: string, opens: string) =>
    `${day}’s hours run to ${closes} after midnight, past ${nextDay}’s opening at ${opens}: close ${day} earlier or open ${nextDay} later.`,
  allClosed: 'Every day is marked closed: give the opening hours of at least one day.',

  // The holidays (week-hours.ts).
  notADate: (written: string) =>
    `The holiday date “${written}” is not a day on the calendar: write it like 2026-11-08.`,

  // The logo's colour (logo-colour.ts).
  logoUnreadable: 'Kiln could not read that file as a picture: choose the logo as a PNG, JPEG, WebP or SVG file.',
  logoNoColour:
    'Kiln found no brand colour in the logo (it is all black, white or grey), so the site keeps its current colour.',
  logoTooPale: (brand: string, shade: string) =>
    `Your logo’s colour ${brand} is too pale for text on a light page, so the site writes text in a darker shade of it, ${shade}.`,

  // The setup's other answers (setup-answers.ts).
  kindNotFromInit:
    'This site was not started with kiln init, so its pages are its own: the kind of place cannot be changed here. Change pages in the Pages file.',
  noName: 'Write your café’s name: it is the first thing guests read.',
  noDishes:
    'No dish with a price was found. Write each dish on its own line with its price (“Masala Dosa 80”), under a heading for its part of the menu.',
  notAPicture: (src: string) => `${src} is not a picture in the catalogue’s images folder; choose the file again.`,
  noHero: 'Choose at least one photo: the first is the one at the top of your home page.',
} as const;
