import type { skillsCards as english } from "../en/skills-cards.ts";
import type { Translation } from "../translation.ts";

export const skillsCards: Translation<typeof english> = {
  "skillsCard.add": "Добави карта",
  "skillsCard.addFirst": "Добави първата си карта",
  "skillsCard.list": "Твоите карти",
  "skillsCard.loading": "Картите ти се зареждат…",
  "skillsCard.emptyTitle": "Още нямаш карти",
  "skillsCard.emptyText":
    "Дръж тук картите си CSCS, CPCS и другите карти и удостоверения, със снимки на двете страни. Показваме ти кога всяка трябва да се поднови, за да не те връщат никога от входа на обекта.",
  "skillsCard.changePhotos": "Промени или добави снимки",
  "skillsCard.deleteQuestion": "Да изтрия ли тази карта и снимките ѝ? Това не може да се отмени.",
  "skillsCard.confirmDelete": "Да, изтрий картата",
  "skillsCard.keep": "Запази картата",
  "skillsCard.changeTitle": "Промени картата {card}",
  "skillsCard.formLabel": "Данни за картата",
  "skillsCard.changeFormLabel": "Промени данните за картата",
  "skillsCard.typeHint": "Напиши схемата или картата, например CSCS, CPCS или Blue.",
  "skillsCard.numberHint": "Номерът, отпечатан на картата.",
  "skillsCard.noExpiry": "Тази карта не изтича.",
  "skillsCard.photosTitle": "Снимки на картата",
  "skillsCard.photosHint":
    "Ясна снимка на всяка страна ти позволява да покажеш картата на входа, дори ако си я забравил вкъщи.",
  "skillsCard.photosAfterSave":
    "С ясна снимка на всяка страна можеш да покажеш картата на входа на обекта, дори ако си я забравил вкъщи.",
  "skillsCard.front": "Лицева страна",
  "skillsCard.back": "Обратна страна",
  "skillsCard.save": "Запази картата",
  "skillsCard.saved": "Картата е запазена.",
  "skillsCard.photoFailed": "Картата е запазена, но една снимка не се качи: {reason}",
  "skillsCard.tryAgain": "опитай отново",
  "renewal.start": "Започни подновяването",
  "renewal.expiredRenewNow": "Изтекла: поднови сега",
  "renewal.opensOn": "Подновяването започва на {date}",
  "renewal.applyNew": "Подай заявление за нова карта – тази карта не може да се поднови",
  "renewal.expiredApplyNew": "Изтекла: подай заявление за нова карта",
  "renewal.addExpiry": "Добави датата на изтичане",
};
