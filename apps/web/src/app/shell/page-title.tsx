import { useT } from "../../i18n/use-translation.ts";

const PRODUCT_NAME = "SiteReady";

/** The page's own document title, "Skills Cards · SiteReady" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { tm } = useT();
  return <title>{title === PRODUCT_NAME ? title : `${tm(title)} · ${PRODUCT_NAME}`}</title>;
}
