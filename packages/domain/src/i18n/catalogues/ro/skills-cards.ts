import type { skillsCards as english } from "../en/skills-cards.ts";
import type { Translation } from "../translation.ts";

export const skillsCards: Translation<typeof english> = {
  "skillsCard.add": "Adaugă un card",
  "skillsCard.addFirst": "Adaugă primul card",
  "skillsCard.list": "Cardurile tale",
  "skillsCard.loading": "Se încarcă cardurile…",
  "skillsCard.emptyTitle": "Încă nu ai carduri",
  "skillsCard.emptyText":
    "Ține aici cardurile CSCS, CPCS și celelalte carduri și atestate, cu poze pe ambele părți. Îți arătăm când trebuie reînnoit fiecare, ca să nu fii întors niciodată de la poarta șantierului.",
  "skillsCard.changePhotos": "Schimbă sau adaugă poze",
  "skillsCard.deleteQuestion": "Ștergi acest card și pozele lui? Nu se mai poate anula.",
  "skillsCard.confirmDelete": "Da, șterge cardul",
  "skillsCard.keep": "Păstrează cardul",
  "skillsCard.changeTitle": "Schimbă cardul {card}",
  "skillsCard.formLabel": "Datele cardului",
  "skillsCard.changeFormLabel": "Schimbă datele cardului",
  "skillsCard.typeHint": "Scrie schema sau cardul, de exemplu CSCS, CPCS sau Blue.",
  "skillsCard.numberHint": "Numărul tipărit pe card.",
  "skillsCard.noExpiry": "Acest card nu expiră.",
  "skillsCard.photosTitle": "Pozele cardului",
  "skillsCard.photosHint":
    "O poză clară pe fiecare parte îți permite să arăți cardul la poartă chiar dacă l-ai lăsat acasă.",
  "skillsCard.photosAfterSave":
    "Cu o poză clară pe fiecare parte poți arăta cardul la poarta șantierului chiar dacă l-ai lăsat acasă.",
  "skillsCard.front": "Fața cardului",
  "skillsCard.back": "Spatele cardului",
  "skillsCard.save": "Salvează cardul",
  "skillsCard.saved": "Card salvat.",
  "skillsCard.photoFailed": "Cardul e salvat, dar o poză nu s-a trimis: {reason}",
  "skillsCard.tryAgain": "încearcă din nou",
  "renewal.start": "Începe reînnoirea",
  "renewal.expiredRenewNow": "A expirat: reînnoiește acum",
  "renewal.opensOn": "Reînnoirea se poate face de pe {date}",
  "renewal.applyNew": "Cere un card nou — acest card nu se poate reînnoi",
  "renewal.expiredApplyNew": "A expirat: cere un card nou",
  "renewal.addExpiry": "Adaugă data expirării",
};
