import { Link, useSearchParams } from "react-router";
import { FeaturePage } from "../../components/feature-page.tsx";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { useSchemeRules } from "../../features/scheme-rules/api/scheme-rules.ts";
import { SchemeRuleForm } from "../../features/scheme-rules/components/scheme-rule-form.tsx";
import { SchemeRuleList } from "../../features/scheme-rules/components/scheme-rule-list.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** Admin → Renewal rules (issue 53): every card type's rule, and the edit of one (?card=<card type>). */
export function AdminSchemeRulesPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const rules = useSchemeRules();
  const cardType = params.get("card");
  const editing = cardType ? rules.data?.find((entry) => entry.cardType === cardType) : undefined;
  const backToList = () => setParams({}, { replace: false });

  return (
    <FeaturePage title={t("admin.schemeRules.title")} intro={t("admin.schemeRules.intro")} width="3xl">
      {rules.error ? <ErrorBox error={rules.error} onRetry={() => rules.refetch()} /> : null}
      {editing ? (
        <>
          <Link to="/admin/scheme-rules" className="w-fit font-semibold underline">
            {t("admin.schemeRules.back")}
          </Link>
          <SchemeRuleForm
            key={`${editing.cardType}-${editing.edit?.at ?? "shipped"}`}
            entry={editing}
            onDone={backToList}
          />
        </>
      ) : rules.data ? (
        <SchemeRuleList entries={rules.data} />
      ) : null}
    </FeaturePage>
  );
}
