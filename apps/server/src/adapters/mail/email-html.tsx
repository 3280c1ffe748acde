import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Language } from "@siteready/domain/i18n";
import type { CSSProperties, ReactNode } from "react";

/**
 * Every e-mail's HTML part, in the product's look (the web app's colours: hi-vis orange accent, slate text),
 * drawn from its plain-text part, so the two always say the same. The text is written to read well as it is:
 * paragraphs between blank lines; lines starting "- " are a list; a paragraph ending "Label: https://…" is an
 * action (the first one a button); and after a "-- " line (the usual signature mark) comes the small print —
 * why the e-mail came, its settings and switch-off links.
 */

const colours = { accent: "#f97316", ink: "#0f172a", muted: "#475569", border: "#cbd5e1", page: "#f8fafc" };
const font = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const urlPattern = /(https?:\/\/[^\s<>"]+)/g;
const actionPattern = /^(?:(.*[.!?])\s+)?([^.!?]{1,60}):\s+(https?:\/\/\S+)$/s;

type Block =
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; items: string[] }
  | { kind: "action"; lead: string | null; label: string; url: string };

function blocksOf(text: string): Block[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .flatMap((paragraph): Block[] => {
      const lines = paragraph.split("\n");
      // "You have 3 unread messages:" then "- 2 from Bob": the lead line, then the list.
      const firstItem = lines.findIndex((line) => line.startsWith("- "));
      if (firstItem >= 0 && lines.slice(firstItem).every((line) => line.startsWith("- "))) {
        const items = lines.slice(firstItem).map((line) => line.slice(2));
        const lead = lines.slice(0, firstItem);
        return [
          ...(lead.length > 0 ? [{ kind: "paragraph" as const, lines: lead }] : []),
          { kind: "list", items },
        ];
      }
      const action = lines.length === 1 ? actionPattern.exec(paragraph) : null;
      if (action?.[2] && action[3]) {
        return [{ kind: "action", lead: action[1] ?? null, label: action[2], url: action[3] }];
      }
      return [{ kind: "paragraph", lines }];
    });
}

/** A block's own words: the key of a list that never changes order. */
function keyOf(block: Block): string {
  if (block.kind === "action") return `${block.label} ${block.url}`;
  return (block.kind === "list" ? block.items : block.lines).join("\n");
}

/** Text with its web addresses as links. */
function linked(text: string, style: CSSProperties): ReactNode[] {
  return text.split(urlPattern).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={part} href={part} style={style}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

const paragraphStyle: CSSProperties = {
  fontSize: "16px",
  lineHeight: "24px",
  color: colours.ink,
  margin: "0 0 16px",
};
const linkStyle: CSSProperties = { color: "#c2410c", textDecoration: "underline" };
const smallStyle: CSSProperties = {
  fontSize: "13px",
  lineHeight: "20px",
  color: colours.muted,
  margin: "0 0 8px",
};

/** Lines of one paragraph, each on its own line, their web addresses as links. */
function withBreaks(lines: string[]): ReactNode[] {
  return lines.flatMap((line, index) => [
    index > 0 ? <br key={`break-before-${line}`} /> : null,
    ...linked(line, linkStyle),
  ]);
}

function BodyBlock({ block, primary }: { block: Block; primary: boolean }) {
  if (block.kind === "list") {
    return (
      <ul style={{ ...paragraphStyle, paddingLeft: "20px" }}>
        {block.items.map((item) => (
          <li key={item}>{linked(item, linkStyle)}</li>
        ))}
      </ul>
    );
  }
  if (block.kind === "action") {
    return (
      <Section style={{ margin: "0 0 16px" }}>
        {block.lead ? <Text style={paragraphStyle}>{block.lead}</Text> : null}
        {primary ? (
          <Button
            href={block.url}
            style={{
              backgroundColor: colours.accent,
              color: colours.ink,
              fontWeight: 700,
              fontSize: "16px",
              borderRadius: "8px",
              padding: "12px 20px",
              textDecoration: "none",
            }}
          >
            {block.label}
          </Button>
        ) : (
          <Text style={paragraphStyle}>
            <Link href={block.url} style={linkStyle}>
              {block.label}
            </Link>
          </Text>
        )}
      </Section>
    );
  }
  return <Text style={paragraphStyle}>{withBreaks(block.lines)}</Text>;
}

function SmallPrint({ block }: { block: Block }) {
  if (block.kind === "action") {
    return (
      <Text style={smallStyle}>
        {block.lead ? `${block.lead} ` : null}
        <Link href={block.url} style={{ ...linkStyle, color: colours.muted }}>
          {block.label}
        </Link>
      </Text>
    );
  }
  return <Text style={smallStyle}>{withBreaks(block.kind === "list" ? block.items : block.lines)}</Text>;
}

/** The HTML `lang` of an e-mail: British English for English, as the web app says; the language itself otherwise. */
function htmlLanguage(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

function Email({ subject, text, language }: { subject: string; text: string; language: Language }) {
  const [main = "", smallPrint = ""] = text.split(/^-- ?$/m);
  const body = blocksOf(main);
  const firstAction = body.findIndex((block) => block.kind === "action");
  // The inbox's preview line: the first paragraph after the greeting ("Hello Sam,", "Dzień dobry Łukasz,"), a
  // one-line paragraph ending in a comma in every language.
  const preview = body.find(
    (block) => block.kind === "paragraph" && !(block.lines.length === 1 && /,$/.test(block.lines[0] ?? "")),
  );
  return (
    <Html lang={htmlLanguage(language)}>
      <Head>
        <title>{subject}</title>
      </Head>
      {preview?.kind === "paragraph" ? <Preview>{preview.lines.join(" ")}</Preview> : null}
      <Body style={{ backgroundColor: colours.page, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${colours.border}`,
            borderTop: `6px solid ${colours.accent}`,
            borderRadius: "8px",
            maxWidth: "560px",
            padding: "24px",
          }}
        >
          <Text style={{ fontSize: "20px", fontWeight: 800, color: colours.ink, margin: "0 0 20px" }}>
            SiteReady
          </Text>
          {body.map((block, index) => (
            <BodyBlock key={keyOf(block)} block={block} primary={index === firstAction} />
          ))}
          {smallPrint.trim() ? (
            <>
              <Hr style={{ borderColor: colours.border, margin: "24px 0 16px" }} />
              {smallPrint
                .split("\n")
                .flatMap(blocksOf)
                .map((block) => (
                  <SmallPrint key={keyOf(block)} block={block} />
                ))}
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an e-mail whose plain-text part is `text`. */
export function renderEmailHtml(message: {
  subject: string;
  text: string;
  language: Language;
}): Promise<string> {
  return render(<Email subject={message.subject} text={message.text} language={message.language} />);
}
