import type { MessageKey, MessageValues } from "@siteready/domain/i18n";
import { IntlMessageFormat } from "intl-messageformat";
import { Fragment, type ReactNode } from "react";
import { catalogueOf } from "./i18n.ts";
import { useT } from "./use-translation.ts";

/**
 * A message with parts in markup, each language placing them where its grammar wants them:
 * 'I agree to the <terms>terms of use</terms> …' with `tags={{ terms: (words) => <Link …>{words}</Link> }}`,
 * and placeholders filled from `values`.
 */
export function RichMessage({
  id,
  tags,
  values,
}: {
  id: MessageKey;
  tags: Record<string, (chunks: ReactNode[]) => ReactNode>;
  values?: MessageValues;
}) {
  const { language } = useT();
  const parts = new IntlMessageFormat(catalogueOf(language)[id], language).format<ReactNode>({
    ...values,
    ...tags,
  });
  const list = Array.isArray(parts) ? parts : [parts];
  // The parts never reorder while shown, so their place is a stable key.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  return list.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
