import type { GateSignInView } from "@siteready/domain";

/**
 * The register as CSV (RFC 4180) for a spreadsheet. A cell a spreadsheet would read as a formula (=, +, -, @,
 * tab, carriage return first) gets a leading apostrophe, so a name typed as a formula stays text.
 */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const outcomeWords = { green: "Green", amber: "Amber", red: "Red" } as const;

export function signInsCsv(signIns: GateSignInView[]): string {
  const header = [
    "Signed in",
    "Site",
    "Name",
    "Card",
    "Scheme",
    "Number",
    "Expires",
    "Status",
    "Why",
    "Checked",
  ];
  const lines = signIns.map((signIn) =>
    [
      signIn.scanned_at,
      signIn.site,
      signIn.holder_name,
      signIn.card_title,
      signIn.scheme,
      signIn.card_number,
      signIn.expiry_date,
      outcomeWords[signIn.outcome],
      signIn.reason,
      signIn.code_kind === "live" ? "Online" : "On the phone (offline code)",
    ]
      .map(cell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
