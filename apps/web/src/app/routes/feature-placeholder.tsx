import { defaultFeatureCatalogue } from "@siteready/domain";
import { Construction } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";

/** An area whose page is still being built: says so plainly, with the feature's own description. */
export function FeaturePlaceholderPage() {
  const { pathname } = useLocation();
  const feature = Object.values(defaultFeatureCatalogue).find((entry) => entry.path === pathname);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <Construction aria-hidden="true" className="size-12 text-link" />
      <h1 className="text-3xl font-bold">{feature?.title ?? "Coming soon"}</h1>
      {feature ? <p className="text-lg text-muted">{feature.description}</p> : null}
      <p>We are building this page now. Everything you have saved elsewhere in SiteReady is safe.</p>
      <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
    </div>
  );
}
