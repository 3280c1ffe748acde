import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { Photo } from "./photo.tsx";

interface RecordFileLinkProps {
  fileUrl: string | null | undefined;
  thumbnailUrl: string | null | undefined;
  /** The alt text of the thumbnail, which opens the file: 'Open your passport'. */
  thumbnailAlt: string;
  /** Read after 'Open PDF' by screen readers: ' of your passport'. */
  pdfDescription: string;
  /** Shown while there is no file yet. */
  placeholder: ReactNode;
}

/** A record's file: its thumbnail when it is a photo, otherwise a PDF icon; either opens the file. */
export function RecordFileLink({
  fileUrl,
  thumbnailUrl,
  thumbnailAlt,
  pdfDescription,
  placeholder,
}: RecordFileLinkProps) {
  const { t } = useT();
  if (!fileUrl) return placeholder;
  if (thumbnailUrl) {
    return (
      <a href={fileUrl} target="_blank" rel="noreferrer" className="shrink-0">
        <Photo
          url={thumbnailUrl}
          alt={thumbnailAlt}
          width={80}
          height={80}
          className="size-20 rounded-md border border-border object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={fileUrl}
      target="_blank"
      rel="noreferrer"
      className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md border border-border bg-surface-muted text-sm font-semibold"
    >
      <FileText aria-hidden="true" className="size-8" />
      <span>
        {t("shell.ui.openPdf")}
        <span className="sr-only">{pdfDescription}</span>
      </span>
    </a>
  );
}
