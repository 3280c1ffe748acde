import { Plus, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useRightToWork } from "../api/right-to-work.ts";
import { RightToWorkForm } from "./right-to-work-form.tsx";
import { RightToWorkReceipts } from "./right-to-work-receipts.tsx";
import { RightToWorkRecord } from "./right-to-work-record.tsx";

/** The worker's right-to-work record (or the way to add one), then every check engagers recorded. */
export function RightToWorkSection() {
  const { t } = useT();
  const view = useRightToWork();
  const [editing, setEditing] = useState(false);

  if (view.isPending) return <p className="text-muted">{t("rightToWork.page.loading")}</p>;
  if (!view.data) return <ErrorBox error={view.error} onRetry={() => void view.refetch()} />;
  const { record, receipts } = view.data;

  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <FormPanel title={record ? t("rightToWork.page.edit") : t("rightToWork.page.add")}>
          <RightToWorkForm
            record={record}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </FormPanel>
      ) : record ? (
        <RightToWorkRecord record={record} onEdit={() => setEditing(true)} />
      ) : (
        <EmptyState
          icon={ShieldCheck}
          title={t("rightToWork.page.empty")}
          description={t("rightToWork.page.shareHint")}
        >
          <Button onClick={() => setEditing(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {t("rightToWork.page.add")}
          </Button>
        </EmptyState>
      )}
      <RightToWorkReceipts receipts={receipts} />
    </div>
  );
}
