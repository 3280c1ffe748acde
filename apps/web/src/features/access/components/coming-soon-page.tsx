import {
  type ComingSoonContent,
  comingSoonContent,
  type FeatureKey,
  type ResolvedFeature,
} from "@siteready/domain/features";
import { Clock, Crown, HeartHandshake, LogIn, SearchX, ShieldOff } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, standaloneLinkClasses } from "../../../components/ui/button.tsx";
import { useAreas } from "../../../i18n/use-areas.ts";
import { useT } from "../../../i18n/use-translation.ts";

const icons: Record<ComingSoonContent["kind"], typeof Clock> = {
  premium: Crown,
  donateToUnlock: HeartHandshake,
  comingSoon: Clock,
  signIn: LogIn,
  unavailable: ShieldOff,
  notFound: SearchX,
};

/** The feature-coming-soon page of §2, by the feature's state; 'Feature Not Found' for an unknown feature. */
export function ComingSoonPage({
  feature,
}: {
  feature: ResolvedFeature | undefined;
  featureKey?: FeatureKey;
}) {
  const content = comingSoonContent(feature, feature?.reason ? { reason: feature.reason } : {});
  const Icon = icons[content.kind];
  // The domain gives the page's words by key, the feature's title in them by its own key.
  const { t, word } = useT();
  // The features' titles are the marketing area's words, which pages do not otherwise load.
  if (!useAreas(["marketing"])) return null;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-14 text-link" />
      {content.words.featureTitle ? (
        <p className="font-semibold uppercase tracking-wide text-muted">{word(content.words.featureTitle)}</p>
      ) : null}
      <h1 className="text-3xl font-bold">{word(content.words.title)}</h1>
      <p className="text-lg text-muted">{word(content.words.message)}</p>
      {content.progress !== undefined ? (
        <div className="w-full">
          <div className="mb-1 flex justify-between text-sm">
            <span id="progress-label">{t("shell.comingSoon.progress")}</span>
            <span>{content.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="progress-label"
            aria-valuenow={content.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${content.progress}%` }} />
          </div>
        </div>
      ) : null}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        {content.buttons.map((button) => (
          <ButtonLink key={button.label} to={button.to} variant={button.variant}>
            {t(button.labelKey)}
          </ButtonLink>
        ))}
      </div>
      <nav aria-label={t("shell.comingSoon.moreAbout")} className="mt-4 flex gap-6 text-sm">
        {content.footerLinks.map((link) => (
          <Link key={link.to} to={link.to} className={standaloneLinkClasses}>
            {t(link.labelKey)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
