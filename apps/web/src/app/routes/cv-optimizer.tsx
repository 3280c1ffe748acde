import type { Language } from "@siteready/domain/i18n";
import { useState } from "react";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { useCv } from "../../features/cv/api/cv.ts";
import { AiPolish } from "../../features/cv/components/ai-polish.tsx";
import { CvDownloads } from "../../features/cv/components/cv-downloads.tsx";
import { CvPreview } from "../../features/cv/components/cv-preview.tsx";
import { CvSettingsForm } from "../../features/cv/components/cv-settings-form.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/session/session.ts";

/**
 * /cv-optimizer (the sidebar's "AI CV Optimizer"): a UK construction CV made from the profile in one tap, as
 * PDF, Word or text. AI polish is optional; the page works fully without it.
 */
export function CvOptimizerPage() {
  const { t } = useT();
  const cv = useCv();
  // An employer's document: English unless the worker chooses another language for it (issue #38).
  const [documentLanguage, setDocumentLanguage] = useState<Language>("en");
  const { data: session } = useSession();
  // An accepted AI suggestion changes the saved summary: the choices form starts again from what is saved.
  const [acceptedSuggestions, setAcceptedSuggestions] = useState(0);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("cv.page.title")}</h1>
        <p className="text-muted">{t("cv.page.intro")}</p>
      </header>
      {cv.data ? (
        <>
          <CvDownloads
            name={cv.data.cv.name}
            language={documentLanguage}
            onLanguageChange={setDocumentLanguage}
          />
          <CvSettingsForm key={acceptedSuggestions} view={cv.data} />
          <AiPolish
            view={cv.data}
            isAdmin={session?.user.role === "admin"}
            onAccepted={() => setAcceptedSuggestions((count) => count + 1)}
          />
          <CvPreview cv={cv.data.cv} language={documentLanguage} />
        </>
      ) : cv.isError ? (
        <ErrorBox error={cv.error} onRetry={() => void cv.refetch()} />
      ) : (
        <div role="status" aria-label={t("cv.page.loading")} className="flex animate-pulse flex-col gap-3">
          <div className="h-11 w-48 rounded-lg bg-surface-muted" />
          <div className="h-64 rounded-xl bg-surface-muted" />
        </div>
      )}
    </div>
  );
}
