/** Stands for the value while the sentence is formatted: a character no translation contains. */
const marker = "\u0001";

/**
 * A translated sentence with one value in bold wherever the language puts it: the sentence is formatted with a
 * marker in the value's place, then split there.
 */
export function BoldValue({ sentence, value }: { sentence: (value: string) => string; value: string }) {
  const [before, after = ""] = sentence(marker).split(marker);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
