// The normalisers of what people type (postcodes, NI numbers, bank details): the fields' schemas (fields.ts) check
// with them, and the app's frame formats with them, in a module without zod (issue 49).

/** Spec §5: inputs are trimmed and angle brackets removed (brackets first, so '< x >' becomes 'x'). */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, "").trim();
}

// Outward code forms A9, A99, AA9, AA99, A9A, AA9A with the letters Royal Mail allows in each position.
const outwardCode =
  "(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])";
const inwardCode = "[0-9][ABD-HJLNP-UW-Z]{2}";
const compactPostcode = new RegExp(`^(${outwardCode})(${inwardCode})$`);

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not a UK postcode. GIR 0AA (Girobank) is accepted. */
export function normalizeUkPostcode(value: string): string | null {
  const compact = sanitizeText(value).replace(/\s+/g, "").toUpperCase();
  if (compact === "GIR0AA") return "GIR 0AA";
  const match = compactPostcode.exec(compact);
  if (!match) return null;
  return `${match[1]} ${match[2]}`;
}

/** The outward code ('SW1A' of 'SW1A 1AA'), e.g. for area-level search; null when not a postcode. */
/** " m1 " → "M1": the first half of a UK postcode on its own (for "near M1" searches); null otherwise. */
export function normalizeUkOutcode(value: string): string | null {
  const outcode = value.replace(/\s+/g, "").toUpperCase();
  return /^([A-Z]{1,2}[0-9][A-Z0-9]?|GIR)$/.test(outcode) ? outcode : null;
}

export function outcodeOf(postcode: string): string | null {
  const normalized = normalizeUkPostcode(postcode);
  if (normalized === null) return null;
  return normalized.slice(0, normalized.indexOf(" "));
}

const niNumberPattern = /^[A-Z]{2}\d{6}[A-Z]$/;

/**
 * 'ab 12 34 56 c' → 'AB123456C'. Applies the spec's shape (2 letters, 6 digits, 1 letter) and not
 * HMRC's prefix allocation rules, so documentation numbers such as QQ123456C are accepted.
 */
export function normalizeNiNumber(value: string): string | null {
  const compact = sanitizeText(value).replace(/\s+/g, "").toUpperCase();
  return niNumberPattern.test(compact) ? compact : null;
}

const sortCodePattern = /^(\d{2})[- ]?(\d{2})[- ]?(\d{2})$/;

/** '12-34-56', '12 34 56' or '123456' → '123456'. */
export function normalizeSortCode(value: string): string | null {
  const match = sortCodePattern.exec(sanitizeText(value));
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** Exactly 8 digits; spaces typed for readability ('1234 5678') are removed. */
export function normalizeAccountNumber(value: string): string | null {
  const compact = sanitizeText(value).replace(/\s+/g, "");
  return /^\d{8}$/.test(compact) ? compact : null;
}
