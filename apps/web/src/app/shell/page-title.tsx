const PRODUCT_NAME = "SiteReady";

/** The page's own document title, "Skills Cards · SiteReady" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`}</title>;
}
