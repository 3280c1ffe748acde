import { Bell, CreditCard, HardHat, MapPin, ShieldCheck, Smartphone } from "lucide-react";
import { Link } from "react-router";

const features = [
  {
    icon: CreditCard,
    title: "Every card and ticket in one place",
    text: "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS and the rest — photos front and back, with registration numbers and expiry dates.",
  },
  {
    icon: Bell,
    title: "Warned before anything runs out",
    text: "We e-mail you 90, 30 and 7 days before a card expires, and can put every expiry date in your phone's calendar.",
  },
  {
    icon: Smartphone,
    title: "Ready at the site gate",
    text: "Built for your phone. Your cards open even when the signal drops, so induction takes minutes, not a phone call to the office.",
  },
  {
    icon: ShieldCheck,
    title: "Your details, kept safe",
    text: "Bank details, NI number and UTR are encrypted. You can download everything we hold, or delete it all, whenever you like.",
  },
  {
    icon: HardHat,
    title: "Jobs that match your tickets",
    text: "See which jobs you already hold the right cards for, apply in a couple of taps, and keep a record of every site you've worked.",
  },
  {
    icon: MapPin,
    title: "Weather at your sites",
    text: "Wind gusts for crane and MEWP work, frost for concrete and mortar, heavy rain — a week ahead for every site you're on.",
  },
];

export function LandingPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby="hero-title" className="text-center">
        <p className="font-semibold uppercase tracking-wide text-link">
          For UK construction workers and contractors
        </p>
        <h1 id="hero-title" className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
          Your cards and compliance, ready at the site gate
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          SiteReady keeps your skills cards, documents, qualifications and work details together, tells you
          how complete your profile is, and reminds you before anything expires.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-on-accent no-underline hover:bg-accent-strong sm:w-auto"
          >
            Sign up free
          </Link>
          <Link
            to="/login"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-border px-6 text-lg font-semibold text-text no-underline sm:w-auto"
          >
            Log in
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mt-16">
        <h2 id="features-title" className="sr-only">
          What SiteReady does
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-8 text-link" />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="free-title"
        className="mt-16 rounded-xl bg-surface-muted p-6 text-center sm:p-10"
      >
        <h2 id="free-title" className="text-2xl font-bold">
          Free for everyone on site. For good.
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          SiteReady is free to use and stays free. There are no adverts and we never sell your data. Donations
          from the people who use it pay for new features.
        </p>
        <Link
          to="/register"
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-on-accent no-underline hover:bg-accent-strong"
        >
          Create your free profile
        </Link>
      </section>
    </div>
  );
}
