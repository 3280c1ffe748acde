/** Each monospace character takes about 0.65em with the tracking used here. */
const CHARACTER_WIDTH_EM = 0.65;

/**
 * A card number on one line, never broken mid-string (a gateman types it into CSCS Smart Check): its type is as
 * large as `maxRem` allows, and shrinks to the width of the space it has (container query units) for long numbers.
 */
export function GateNumber({
  number,
  maxRem,
  className = "",
}: {
  number: string;
  maxRem: number;
  className?: string;
}) {
  const fitting = 100 / (CHARACTER_WIDTH_EM * Math.max(number.length, 1));
  return (
    <div className="@container w-full">
      <p
        className={`font-mono whitespace-nowrap tracking-wide ${className}`}
        style={{ fontSize: `min(${maxRem}rem, ${fitting.toFixed(2)}cqi)` }}
      >
        {number}
      </p>
    </div>
  );
}
