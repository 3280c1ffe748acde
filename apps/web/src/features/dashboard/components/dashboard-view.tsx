import { formatDateIn } from "@siteready/domain/i18n";
import type { DashboardData } from "@siteready/domain/profile";
import { IdCard, WalletCards } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Photo } from "../../../components/ui/photo.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { RenewalActionSlot } from "../../../lib/renewal-slot.ts";
import type { DashboardLayout } from "../api/get-dashboard-layout.ts";
import { ExpiringSoon } from "./expiring-soon.tsx";
import { mostUrgentItem, NextStep } from "./next-step.tsx";
import { RenewFirst } from "./renew-first.tsx";
import { OverallCompletion, SectionCompletionList } from "./section-completion.tsx";

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The profile photo as the page fetched it: its URL when there is one, and whether fetching it failed. */
interface DashboardPhoto {
  url: string | null | undefined;
  failed: boolean;
}

/**
 * The profile photo (§7), or the worker's initials in its place (decoration: the greeting beside it says who);
 * when it cannot be fetched, 'Failed to fetch profile image' (§4).
 */
function ProfilePhoto({ name, photo: { url, failed } }: { name: string; photo: DashboardPhoto }) {
  const { t } = useT();
  if (url) {
    return (
      <Photo
        url={url}
        alt={name}
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-full border border-border object-cover"
      />
    );
  }
  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-accent text-xl font-bold text-on-accent"
      >
        {initialsOf(name) || "?"}
      </span>
      {failed ? (
        <p className="max-w-24 text-center text-xs text-muted">{t("error.profileImageFetchFailed")}</p>
      ) : null}
    </div>
  );
}

interface DashboardViewProps {
  data: DashboardData;
  layout: DashboardLayout;
  /** The signed-in user's name, used until they fill in their personal details. */
  fallbackName: string;
  photo: DashboardPhoto;
  /** The renewals feature's Start/Continue renewal, when the worker may use renewals. */
  renewalAction?: RenewalActionSlot;
}

/**
 * The dashboard: greeting, the most urgent thing to do, how complete the profile is, and what expires soon. The
 * same data in two layouts (§6 'new-dashboard' A/B test): classic stacks everything in one column, modern sets it
 * out as a grid of cards.
 */
export function DashboardView({ data, layout, fallbackName, photo, renewalAction }: DashboardViewProps) {
  const details = data.profile.personal_details;
  const fullName = [details.first_name, details.last_name].filter(Boolean).join(" ") || fallbackName;
  const firstName = details.first_name || fallbackName.split(" ")[0] || "";
  const hasCards = data.profile.skills_cards.length > 0;
  // An expired or urgent item comes first; finishing the profile is then what to do after it.
  const urgent = mostUrgentItem(data.expiringSoon);
  const { t, language } = useT();
  return (
    <div data-layout={layout} className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <ProfilePhoto name={fullName} photo={photo} />
        <div>
          <p className="text-xl font-semibold">
            {firstName ? t("dashboard.helloName", { name: firstName }) : t("dashboard.hello")}
          </p>
          {data.lastUpdated ? (
            <p className="text-sm text-muted">
              {t("dashboard.lastUpdated", { date: formatDateIn(data.lastUpdated.slice(0, 10), language) })}
            </p>
          ) : (
            <p className="text-sm text-muted">{t("dashboard.startWithCard")}</p>
          )}
        </div>
      </div>
      {urgent ? <NextStep item={urgent} renewalAction={renewalAction} /> : null}
      <RenewFirst items={data.renewFirst} />
      {/* The site gate is the moment that matters: a new worker's first card, then the wallet one tap away. */}
      {hasCards ? null : (
        <section
          aria-labelledby="first-card-heading"
          className="flex flex-col items-start gap-3 rounded-xl border-2 border-accent p-5"
        >
          <h2 id="first-card-heading" className="text-xl font-bold">
            {t("dashboard.gateTitle")}
          </h2>
          <p>{t("dashboard.gateText")}</p>
          <ButtonLink to="/skills-cards#add">
            <IdCard aria-hidden="true" className="size-5" />
            {t("dashboard.addFirstCard")}
          </ButtonLink>
        </section>
      )}
      {/* One main action at a time: the wallet steps back while something urgent leads. */}
      <ButtonLink to="/wallet" variant={hasCards && !urgent ? "primary" : "secondary"} className="self-start">
        <WalletCards aria-hidden="true" className="size-5" />
        {t("dashboard.openWallet")}
      </ButtonLink>
      {layout === "modern" ? (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <OverallCompletion
              completion={data.completionData}
              overall={data.overallCompletion}
              layout={layout}
              afterSomethingUrgent={urgent !== undefined}
            />
            <div className="lg:col-span-2">
              <ExpiringSoon items={data.expiringSoon} layout={layout} />
            </div>
          </div>
          <SectionCompletionList completion={data.completionData} layout={layout} />
        </>
      ) : (
        <>
          <OverallCompletion
            completion={data.completionData}
            overall={data.overallCompletion}
            layout={layout}
            afterSomethingUrgent={urgent !== undefined}
          />
          <ExpiringSoon items={data.expiringSoon} layout={layout} />
          <SectionCompletionList completion={data.completionData} layout={layout} />
        </>
      )}
    </div>
  );
}
