/** The words of every warning a pasted menu gives, in one place: the setup page and the tests read the same strings. */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const menuTextMessages = {
  ambiguousPrice: (written: string) =>
    `Is ${written} ${rupees(Number(written))} or ${rupees(Number(written) * 100)}? It was read as ${rupees(Number(written) * 100)}.`,
  sizes: (name: string, labels: string[]) =>
    `“${name}” has ${labels.length} prices, so it was made a dish in ${labels.length} sizes (${labels.join(', ')}): name the sizes.`,
  dietFromWord: (name: string, tag: string, word: string) =>
    `“${name}” was marked ${tag} because its name says “${word}”.`,
  dietAgainstSection: (name: string, section: string, word: string) =>
    `“${name}” is under “${section}” but its name says “${word}”: check which it is.`,
  priceWithoutDish: (written: string) => `${written} is a price with no dish before it, so it was left out.`,
  tooLong: (max: number) => `This line is longer than ${max} characters, too long for one dish, so it was left out.`,
  noPrice: (name: string) => `“${name}” has no price, so it was left off the menu: add its price.`,
  maybeHeading: (label: string) =>
    `“${label}” was read as a heading (a tab of the menu). If it is a dish, add its price.`,
  emptyHeading: (label: string) => `“${label}” has no dishes under it, so it is not a tab of the menu.`,
  noHeading: (label: string) => `These dishes come before any heading, so they were put in a tab named “${label}”.`,
  dishesBeforeSection: (label: string) =>
    `These dishes come before the first sub-heading of “${label}”, so they got a section of their own.`,
  unknownDiet: (written: string) =>
    `“${written}” is not a diet Kiln knows (veg, non-veg, egg, vegan, jain…): it was left out.`,
  noCsvHeader: 'The first row names no columns (category, name, price, diet), so the columns were read in that order.',
  noCsvName: 'This row has no dish name, so it was left out.',
  noDishes: 'No dish with a price was found: paste lines like “Masala Dosa 80”.',
} as const;
