import { cvFileName } from "@siteready/domain";
import { FileDown, FileText, FileType } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cvExportPath } from "../api/cv.ts";

const downloads = [
  { format: "pdf", label: "Download PDF", icon: FileDown, variant: "primary" },
  { format: "docx", label: "Download Word (.docx)", icon: FileType, variant: "secondary" },
  { format: "txt", label: "Download text", icon: FileText, variant: "secondary" },
] as const;

/** One tap each: the server makes the file from the profile as it is now. */
export function CvDownloads({ name }: { name: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {downloads.map(({ format, label, icon: Icon, variant }) => (
        <a
          key={format}
          href={cvExportPath(format)}
          download={cvFileName(name, format)}
          className={buttonClasses(variant)}
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </a>
      ))}
    </div>
  );
}
