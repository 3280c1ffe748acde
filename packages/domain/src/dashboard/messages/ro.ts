import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "dashboard.title": "Panou",
  "dashboard.hello": "Salut",
  "dashboard.helloName": "Salut, {name}",
  "dashboard.lastUpdated": "Profil actualizat pe {date}",
  "dashboard.startWithCard": "Începe cu primul card: intră direct în portofelul tău.",
  "dashboard.gateTitle": "Pregătește-te pentru poarta șantierului",
  "dashboard.gateText":
    "Adaugă cardul CSCS sau alt card, cu poză pe fiecare parte. Apare imediat în portofel, chiar și fără semnal.",
  "dashboard.addFirstCard": "Adaugă primul card",
  "dashboard.openWallet": "Deschide portofelul pentru poartă",
  "dashboard.loading": "Se încarcă panoul...",
  "dashboard.yourProfile": "Profilul tău",
  "dashboard.profileCompletion": "Completarea profilului",
  "dashboard.nextSection": "Următorul pas: completează „{section}”",
  "dashboard.thenSection": "Apoi completează „{section}”",
  "dashboard.next.title": "Fă asta mai întâi",
  "dashboard.next.openCard": "Deschide cardul",
  "dashboard.next.openDocument": "Deschide documentul",
  "dashboard.next.openQualification": "Deschide calificarea",
  "dashboard.next.openInduction": "Deschide instructajul",
  "dashboard.allFilledIn":
    "Totul e completat. Ține datele la zi când se schimbă cardurile și documentele tale.",
  "dashboard.profileSections": "Secțiunile profilului",
  "dashboard.sectionCompletion": "Completare: {section}",
  "dashboard.expiringSoon": "Expiră curând",
  "dashboard.nothingExpiring":
    "Nimic nu expiră în următoarele 90 de zile. Cardurile, atestatele și documentele de reînnoit vor apărea aici.",
  "dashboard.kind.skillsCard": "Card",
  "dashboard.kind.document": "Document",
  "dashboard.kind.qualification": "Calificare",
  "dashboard.kind.induction": "Instructaj",
  "dashboard.expiredOn": "A expirat pe {date}",
  "dashboard.expiresOn": "Expiră pe {date}",
  "dashboard.fetchFailedBecause": "Nu am putut încărca datele panoului ({reason})",
  "dashboard.httpStatus": "HTTP {status}: {text}",
};
