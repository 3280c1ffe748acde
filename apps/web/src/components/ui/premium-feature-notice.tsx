import { capabilityKeys } from "@siteready/domain/billing";
import { type TierCapability, tierCapabilityNames } from "@siteready/domain/features";
import { Crown } from "lucide-react";
import { useAreas } from "../../i18n/use-areas.ts";
import { useT } from "../../i18n/use-translation.ts";
import { ApiError } from "../../lib/api-client.ts";
import { ButtonLink } from "./button.tsx";

/** The capability a 403 FEATURE_LOCKED with state premium is about (the admin's tiered policy), if any. */
export function premiumLockOf(error: unknown): TierCapability | null {
  if (!(error instanceof ApiError) || error.code !== "FEATURE_LOCKED" || error.details.state !== "premium") {
    return null;
  }
  const capability = error.details.capability;
  return (tierCapabilityNames as readonly unknown[]).includes(capability)
    ? (capability as TierCapability)
    : null;
}

/** 'Premium Feature' where a paid-tier capability was refused, with the way to the plans. */
export function PremiumFeatureNotice({ capability }: { capability: TierCapability }) {
  const { name } = capabilityKeys[capability];
  const { t } = useT();
  // The capabilities' names are the billing area's words, which pages do not otherwise load.
  if (!useAreas(["billing"])) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-border bg-surface p-4">
      <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-link" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-lg font-semibold">{t("shell.ui.premium.title")}</p>
        <p>{t("shell.ui.premium.text", { name: t(name) })}</p>
        <ButtonLink to="/pricing" className="self-start">
          {t("shell.ui.premium.plans")}
        </ButtonLink>
      </div>
    </div>
  );
}
