import type { accounts as english } from "../en/accounts.ts";
import type { Translation } from "../translation.ts";

export const accounts: Translation<typeof english> = {
  "login.title": "Вход",
  "login.submit": "Влез",
  "login.forgotPassword": "Забрави паролата си?",
  "login.newHere": "Нов си тук? Създай профил",
  "login.passkey": "Влез с ключ за достъп (passkey)",
  "login.or": "или",
  "login.continueWith": "Продължи с {provider}",
  "login.providerFailed": "Влизането чрез доставчика не завърши. Опитай отново.",
  "login.stateMismatch":
    "Влизането чрез доставчика беше прекъснато или започнато в друг раздел или браузър. Опитай отново.",
  "register.title": "Създай безплатен профил",
  "register.steps": "Стъпки на регистрацията",
  "register.stepOf": "Стъпка {step} от {total}: ",
  "register.step.personal": "Лични данни",
  "register.step.contact": "Контакт",
  "register.step.security": "Парола",
  "register.step.confirmation": "Потвърждение",
  "register.emailHint": "Тук пращаме напомняния за подновяване и връзки за смяна на паролата.",
  "register.name": "Име",
  "register.back": "Назад",
  "register.next": "Напред",
  "register.create": "Създай профил",
  "register.haveAccount": "Вече имаш профил?",
  "register.logIn": "Влез",
  "terms.agree":
    "Съгласен съм с <terms>условията за ползване</terms> и <privacy>декларацията за поверителност</privacy>.",
  "terms.beforeTitle": "Преди да продължиш",
  "terms.beforeText":
    "SiteReady пази паспорта, картите и банковите ти данни. За да ползваш профила си, прочети как се грижим за тях и се съгласи.",
  "terms.continue": "Продължи",
  "terms.logOut": "Изход",
};
