import type { CardColour } from "@siteready/domain/skills-cards";

/**
 * The schemes' card colours. Fixed (not themed) because they copy the physical card; each pairs with a text
 * colour that meets WCAG AA on it, so the acronym printed on the band stays readable in both themes.
 */
const bandClasses: Record<CardColour, string> = {
  green: "bg-green-700 text-white",
  red: "bg-red-700 text-white",
  blue: "bg-blue-700 text-white",
  gold: "bg-amber-400 text-gray-900",
  black: "bg-gray-950 text-white",
  white: "bg-white text-gray-900 border-b border-gray-300",
  yellow: "bg-yellow-300 text-gray-900",
  other: "bg-slate-600 text-white",
};

function isCardColour(colour: string | null | undefined): colour is CardColour {
  return colour !== null && colour !== undefined && Object.hasOwn(bandClasses, colour);
}

/** Classes for a card's colour band; 'other' for a colour the catalogue no longer has. */
export function cardBandClasses(colour: string | null | undefined): string {
  return bandClasses[isCardColour(colour) ? colour : "other"];
}

/** A small chip of the card's colour: decoration only, the card name says the colour in words. */
export function CardColourSwatch({ colour }: { colour: string | null | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={`size-6 shrink-0 rounded border border-gray-400 ${cardBandClasses(colour)}`}
    />
  );
}
