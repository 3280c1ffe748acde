import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "dashboard.title": "Начало",
  "dashboard.hello": "Здравей",
  "dashboard.helloName": "Здравей, {name}",
  "dashboard.lastUpdated": "Профилът е обновен на {date}",
  "dashboard.startWithCard": "Започни с първата си карта: тя отива направо в портфейла ти.",
  "dashboard.gateTitle": "Приготви се за входа на обекта",
  "dashboard.gateText":
    "Добави картата си CSCS или друга, със снимка на всяка страна. Веднага е в портфейла ти, дори без сигнал.",
  "dashboard.addFirstCard": "Добави първата си карта",
  "dashboard.openWallet": "Отвори портфейла за входа",
  "dashboard.loading": "Зареждане на началото...",
  "dashboard.yourProfile": "Твоят профил",
  "dashboard.profileCompletion": "Попълване на профила",
  "dashboard.nextSection": "Следва: попълни „{section}“",
  "dashboard.thenSection": "После попълни „{section}“",
  "dashboard.next.title": "Направи това първо",
  "dashboard.next.openCard": "Отвори картата",
  "dashboard.next.openDocument": "Отвори документа",
  "dashboard.next.openQualification": "Отвори квалификацията",
  "dashboard.next.openInduction": "Отвори инструктажа",
  "dashboard.allFilledIn":
    "Всичко е попълнено. Поддържай го актуално, когато картите и документите ти се сменят.",
  "dashboard.profileSections": "Раздели на профила",
  "dashboard.sectionCompletion": "{section}: попълване",
  "dashboard.expiringSoon": "Изтича скоро",
  "dashboard.nothingExpiring":
    "Нищо не изтича в следващите 90 дни. Тук ще се показват карти, удостоверения и документи за подновяване.",
  "dashboard.kind.skillsCard": "Карта",
  "dashboard.kind.document": "Документ",
  "dashboard.kind.qualification": "Квалификация",
  "dashboard.kind.induction": "Инструктаж",
  "dashboard.expiredOn": "Изтекло на {date}",
  "dashboard.expiresOn": "Изтича на {date}",
  "dashboard.fetchFailedBecause": "Данните за началото не можаха да се заредят ({reason})",
  "dashboard.httpStatus": "HTTP {status}: {text}",
};
