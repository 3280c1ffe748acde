import type { MyCrew } from "@siteready/domain/companies";
import { formatDateIn } from "@siteready/domain/i18n";
import { useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useLeaveCrew, useMyCrews } from "../api/my-crews.ts";
import { CrewStatusBadge } from "./crew-status-badge.tsx";

const stateStatus = { invited: "invited", joined: "green", left: "left", declined: "declined" } as const;

/** Every look the company took at my records: when, and who (as a share's view log lists them). */
function LookList({ crew }: { crew: MyCrew }) {
  const { t, language } = useT();
  return (
    <ol
      aria-label={t("companies.myCrews.looksLabel", { company: crew.company_name })}
      className="flex flex-col gap-2"
    >
      {crew.views.map((view) => (
        <li key={view.id} className="rounded-lg border border-border p-3">
          <p className="font-semibold">
            {formatDateIn(view.viewed_at.slice(0, 10), language)} {view.viewed_at.slice(11, 16)}
          </p>
          <p>{[view.viewer_name, view.viewer_company].filter(Boolean).join(", ")}</p>
        </li>
      ))}
    </ol>
  );
}

function CompanyLooks({ crew }: { crew: MyCrew }) {
  const { t } = useT();
  if (crew.views.length === 0) return <p className="text-sm text-muted">{t("companies.myCrews.noLooks")}</p>;
  return (
    <details>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        {t("companies.myCrews.looks", { count: crew.views.length })}
      </summary>
      <LookList crew={crew} />
    </details>
  );
}

/**
 * Beside a worker's shares' view logs: each company's looks at their records, for the crews they are in or have
 * left, and the way to their crews (to leave one).
 */
export function CompanyLooksLog({ crewsLink }: { crewsLink: string }) {
  const { t } = useT();
  const crews = useMyCrews();
  const looked = (crews.data?.crews ?? []).filter((crew) => crew.views.length > 0);
  if (looked.length === 0) return <p className="text-muted">{t("companies.looks.none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      {looked.map((crew) => (
        <div key={crew.id} className="flex flex-col gap-2">
          <h3 className="font-bold">
            {crew.company_name} · {crew.site_name}
          </h3>
          <LookList crew={crew} />
        </div>
      ))}
      <ButtonLink variant="secondary" className="self-start" to={crewsLink}>
        {t("companies.consent.toCrews")}
      </ButtonLink>
    </div>
  );
}

function CrewItem({ crew }: { crew: MyCrew }) {
  const { t, language } = useT();
  const leave = useLeaveCrew();
  const [asking, setAsking] = useState(false);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold break-words">{crew.company_name}</h3>
        {crew.state === "joined" ? (
          <span className="font-semibold">{t("companies.myCrews.joined")}</span>
        ) : (
          <CrewStatusBadge status={stateStatus[crew.state]} />
        )}
      </div>
      <p>{t("companies.myCrews.siteRole", { site: crew.site_name, role: crew.role_name })}</p>
      {crew.left_at ? (
        <p className="text-sm">
          {t("companies.myCrews.leftOn", { date: formatDateIn(crew.left_at.slice(0, 10), language) })}
        </p>
      ) : null}
      <CompanyLooks crew={crew} />
      {crew.state !== "joined" ? null : asking ? (
        <InlineConfirm
          question={t("companies.myCrews.leaveQuestion", { company: crew.company_name })}
          confirmLabel={t("companies.myCrews.leave")}
          cancelLabel={t("companies.myCrews.stay")}
          busy={leave.isPending}
          error={leave.error}
          onConfirm={() => leave.mutate(crew.id, { onSuccess: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setAsking(true)}>
          {t("companies.myCrews.leaveCrew", { company: crew.company_name })}
        </Button>
      )}
    </li>
  );
}

/**
 * The worker's side: the crews I am in, have left or declined, each with the company's every look at my
 * records; invites sent to my e-mail, to open and answer; leaving stops the company's access at once.
 */
export function MyCrews({ inviteLink }: { inviteLink: (inviteId: string) => string }) {
  const { t } = useT();
  const crews = useMyCrews();
  if (crews.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!crews.data) return <ErrorBox error={crews.error} onRetry={() => void crews.refetch()} />;
  const { crews: list, pending_invites: invites } = crews.data;
  if (list.length === 0 && invites.length === 0)
    return <p className="text-muted">{t("companies.myCrews.none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      {invites.length > 0 ? (
        <ul aria-label={t("companies.myCrews.invitesLabel")} className="flex flex-col gap-2">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-col gap-2 rounded-xl border-2 border-accent p-4">
              <p className="font-semibold">
                {t("companies.myCrews.invite", {
                  company: invite.company_name,
                  site: invite.site_name,
                  role: invite.role_name,
                })}
              </p>
              <ButtonLink className="self-start" to={inviteLink(invite.id)}>
                {t("companies.myCrews.seeInvite")}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ul aria-label={t("companies.myCrews.label")} className="flex flex-col gap-3">
        {list.map((crew) => (
          <CrewItem key={crew.id} crew={crew} />
        ))}
      </ul>
    </div>
  );
}
