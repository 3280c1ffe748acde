import { formatMoneyIn, formatPence, type Language } from "@siteready/domain";

/**
 * Pence as pounds in the language's way of writing money, always GBP: English keeps the spec's '£5' and
 * '£4.99' (no pence when whole); another language '4,99 GBP', '4,99 £' as Intl writes it.
 */
export function poundsIn(pence: number, language: Language): string {
  return language === "en" ? formatPence(pence) : formatMoneyIn(pence / 100, language);
}
