import { isDetailKind, type ShareItemKind, type ShareSummary } from "@siteready/domain/sharing";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useShares } from "../api/get-shares.ts";
import { ShareForm } from "./share-form.tsx";
import { ShareLinkPanel } from "./share-link-panel.tsx";
import { FirstViewNotices, ShareList } from "./share-list.tsx";

/**
 * A private detail another page sends the worker here to share (`?share=right-to-work`, from the right-to-work
 * page's "Share my right to work"): the new-share form opens with it ticked.
 */
function useDetailToShare(): ShareItemKind | undefined {
  const [search] = useSearchParams();
  const wanted = search.get("share") as ShareItemKind | null;
  return wanted !== null && isDetailKind(wanted) ? wanted : undefined;
}

/** The worker's sharing centre: new views, a new share (its link and QR code straight after), and the list. */
export function SharingCentre() {
  const { t } = useT();
  const shares = useShares();
  const preselect = useDetailToShare();
  const [creating, setCreating] = useState(preselect !== undefined);
  const [created, setCreated] = useState<ShareSummary | null>(null);

  if (shares.isPending) return <p className="text-muted">{t("sharing.loading")}</p>;
  if (!shares.data) return <ErrorBox error={shares.error} onRetry={() => void shares.refetch()} />;

  return (
    <div className="flex flex-col gap-6">
      <FirstViewNotices shares={shares.data} />
      {creating ? (
        <FormPanel title={t("sharing.newShare")}>
          <ShareForm
            preselect={preselect}
            onCancel={() => setCreating(false)}
            onCreated={(share) => {
              setCreating(false);
              setCreated(share);
            }}
          />
        </FormPanel>
      ) : created ? (
        <FormPanel title={t("sharing.linkReady", { recipient: created.recipient_label })}>
          <ShareLinkPanel share={created} />
          <Button variant="secondary" onClick={() => setCreated(null)} className="self-start">
            {t("sharing.done")}
          </Button>
        </FormPanel>
      ) : (
        <Button onClick={() => setCreating(true)} className="self-start">
          <Plus aria-hidden="true" className="size-5" />
          {shares.data.length === 0 ? t("sharing.shareFirst") : t("sharing.newShare")}
        </Button>
      )}
      <section aria-labelledby="my-shares" className="flex flex-col gap-3">
        <h2 id="my-shares" className="text-xl font-bold">
          {t("sharing.myShares")}
        </h2>
        <ShareList shares={shares.data} />
      </section>
    </div>
  );
}
