import type { MessageKey } from "@siteready/domain";
import { IntlMessageFormat } from "intl-messageformat";
import { Fragment, type ReactNode } from "react";
import { catalogueOf } from "./i18n.ts";
import { useT } from "./use-translation.ts";

/**
 * A message with parts in markup, each language placing them where its grammar wants them:
 * 'I agree to the <terms>terms of use</terms> …' with `tags={{ terms: (words) => <Link …>{words}</Link> }}`.
 */
export function RichMessage({
  id,
  tags,
}: {
  id: MessageKey;
  tags: Record<string, (chunks: ReactNode[]) => ReactNode>;
}) {
  const { language } = useT();
  const parts = new IntlMessageFormat(catalogueOf(language)[id], language).format<ReactNode>(tags);
  const list = Array.isArray(parts) ? parts : [parts];
  // The parts never reorder while shown, so their place is a stable key.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  return list.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
