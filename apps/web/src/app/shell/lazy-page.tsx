import type { MessageKey } from "@siteready/domain/i18n";
import type { ReactNode } from "react";
import { Suspense } from "react";
import { PageSkeleton } from "../../components/page-skeleton.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** The loading messages of §2, by kind of page. */
const pageLoadingMessages = {
  authentication: "shell.loading.authentication",
  dashboard: "shell.loading.dashboard",
  profile: "shell.loading.profile",
  admin: "shell.loading.admin",
  generic: "shell.loading.generic",
} as const satisfies Record<string, MessageKey>;
export type PageLoadingKind = keyof typeof pageLoadingMessages;

/** Wraps a lazily loaded page: its skeleton and loading message show while the page's chunk arrives. */
export function PageSuspense({
  kind = "generic",
  children,
}: {
  kind?: PageLoadingKind;
  children: ReactNode;
}) {
  const { t } = useT();
  return <Suspense fallback={<PageSkeleton message={t(pageLoadingMessages[kind])} />}>{children}</Suspense>;
}
