import { cvFileName } from "@siteready/domain/cv";
import type { Language } from "@siteready/domain/i18n";
import { FileDown, FileText, FileType } from "lucide-react";
import { DocumentLanguageField } from "../../../components/document-language-field.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { cvExportPath } from "../api/cv.ts";

const downloads = [
  { format: "pdf", labelKey: "cv.download.pdf", icon: FileDown, variant: "primary" },
  { format: "docx", labelKey: "cv.download.docx", icon: FileType, variant: "secondary" },
  { format: "txt", labelKey: "cv.download.txt", icon: FileText, variant: "secondary" },
] as const;

/**
 * The CV's language (English unless the worker chooses another: it goes to an employer), then one tap each
 * for the files: the server makes the file from the profile as it is now.
 */
export function CvDownloads({
  name,
  language,
  onLanguageChange,
}: {
  name: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <DocumentLanguageField
        documents="cv"
        value={language}
        onChange={(event) => onLanguageChange(event.currentTarget.value as Language)}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {downloads.map(({ format, labelKey, icon: Icon, variant }) => (
          <a
            key={format}
            href={cvExportPath(format, language)}
            download={cvFileName(name, format)}
            className={buttonClasses(variant)}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(labelKey)}
          </a>
        ))}
      </div>
    </div>
  );
}
