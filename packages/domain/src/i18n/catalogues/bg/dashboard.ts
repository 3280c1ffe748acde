import type { dashboard as english } from "../en/dashboard.ts";
import type { Translation } from "../translation.ts";

export const dashboard: Translation<typeof english> = {
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
};
