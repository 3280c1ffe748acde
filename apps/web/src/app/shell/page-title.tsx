import type { MessageKey } from "@siteready/domain/i18n";
import { useT } from "../../i18n/use-translation.ts";

const PRODUCT_NAME = "SiteReady";

/**
 * The page's own document title, "Skills Cards · SiteReady" (React 19 hoists <title> into <head>), in the
 * reader's language by its key; the product's name alone where there is none (the landing).
 */
export function PageTitle({ titleKey }: { titleKey: MessageKey | null }) {
  const { t } = useT();
  return <title>{titleKey === null ? PRODUCT_NAME : `${t(titleKey)} · ${PRODUCT_NAME}`}</title>;
}
