import { Bell, CreditCard, HeartHandshake, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";

const reasons = [
  {
    icon: CreditCard,
    title: "Cards at the site gate",
    text: "Your CSCS card, your tickets, your passport: all on your phone, with photos front and back. Show them at the gate or at induction without ringing the office.",
  },
  {
    icon: Bell,
    title: "Reminders before they run out",
    text: "The card schemes' own apps show whether a card is valid today. They won't nudge you months before it runs out, while there's still time to book the test. SiteReady does.",
  },
  {
    icon: HeartHandshake,
    title: "Free, for good",
    text: "No subscription and no adverts. Donations from the people who use it pay for new features, and those features switch on for everyone.",
  },
  {
    icon: ShieldCheck,
    title: "Your details stay yours",
    text: "Bank details, NI number and UTRs are encrypted. We never sell your data. Download everything or delete your account whenever you like.",
  },
];

export function AboutPage() {
  return (
    <MarketingPage
      title="About SiteReady"
      intro={
        <p>
          SiteReady is a free app for people who work on UK construction sites. It keeps your cards, tickets
          and paperwork in one place on your phone, and tells you before anything runs out.
        </p>
      }
    >
      <PageSection id="who-title" title="Who it's for">
        <p>
          Operatives and labourers, trades, plant operators, scaffolders, agency and self-employed workers,
          and the small contractors who keep records for a whole crew. If you've ever been asked for a card
          you didn't have on you, it's for you.
        </p>
      </PageSection>

      <PageSection id="why-title" title="Why we built it">
        <p>
          Turn up at a new site and you'll be asked for your card, your tickets, sometimes your passport or
          right-to-work papers. Too often they're in the van, in a drawer at home, or a blurry photo somewhere
          in your camera roll. A card lapses without anyone noticing, and you're stood at the gate or sent
          home for the day.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-8 text-link" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="help-title" title="Help shape it">
        <p>
          We build what people on site ask for. Vote for the features you want, tell us what's not working, or
          chip in to fund the next one.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/features">See all features</ButtonLink>
          <ButtonLink to="/feedback" variant="secondary">
            Give feedback
          </ButtonLink>
          <Link to="/pricing" className="inline-flex min-h-11 items-center justify-center font-semibold">
            How donations work
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}
