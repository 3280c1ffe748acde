import { splitLinks } from "@siteready/domain/messages";

/** Message text with web links made clickable; everything is a text node, so nothing is ever read as HTML. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            // Parts never reorder: the index is a stable key here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
