import { formatWith, type MessageKey, type MessageValues } from "@siteready/domain/i18n";
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
  // Its area not loaded (a page's declaration without it): the English, if that has come.
  const message = catalogueOf(language)[id] ?? catalogueOf("en")[id] ?? id;
  const parts = formatWith<ReactNode>(message, language, { ...values, ...tags });
  const list = Array.isArray(parts) ? parts : [parts];
  // The parts never reorder while shown, so their place is a stable key.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  return list.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
