/** The option most like `word` (a likely typo: "prize" → "price"), or undefined if none is close. */
export function closestMatch(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const option of options) {
    // The distance is at least the difference in length: a word far longer than every option (a
    // pasted paragraph) is compared with none, instead of filling a table of its length by theirs.
    if (Math.abs(word.length - option.length) >= bestDistance) continue;
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [option, d];
  }
  return best;
}

/** Edit distance where swapping two neighbours ("lable" → "label") counts as one typo. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
