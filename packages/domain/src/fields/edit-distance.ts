/** Letters to change, add or drop to make one text the other (Levenshtein distance). */
export function editDistance(
  a: string,
  b: string,
  /** What putting one character for another costs (1 unless given, 0 for the same character). */
  substitution: (from: string, to: string) => number = () => 1,
): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const change =
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : substitution(a[i - 1] ?? "", b[j - 1] ?? ""));
      current.push(Math.min(change, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
