import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "email.reminder.greeting": "Dzień dobry,",
  "email.reminder.greetingName": "Dzień dobry {name},",
  "email.reminder.expires":
    "Twoja karta {card} {days, plural, =0 {wygasa dzisiaj} =1 {wygasa jutro} one {wygasa za # dzień} few {wygasa za # dni} many {wygasa za # dni} other {wygasa za # dnia}}",
  "email.reminder.expired":
    "Twoja karta {card} {days, plural, =1 {wygasła wczoraj} one {wygasła # dzień temu} few {wygasła # dni temu} many {wygasła # dni temu} other {wygasła # dnia temu}}",
  "email.reminder.sentence": "{what}, dnia {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Zobacz w SiteReady: {link}",
  "email.reminder.why": "Dostajesz te przypomnienia, bo w SiteReady są włączone przypomnienia o ważności.",
  "email.reminder.chooseDays": "Wybierz dni przypomnień: {link}",
  "email.reminder.stop": "Wyłącz te e-maile: {link}",
  "email.reminder.itemExpires":
    "{item}: {days, plural, =0 {ważność kończy się dzisiaj} =1 {ważność kończy się jutro} one {ważność kończy się za # dzień} few {ważność kończy się za # dni} many {ważność kończy się za # dni} other {ważność kończy się za # dnia}}",
  "email.reminder.itemExpired":
    "{item}: {days, plural, =1 {ważność skończyła się wczoraj} one {ważność skończyła się # dzień temu} few {ważność skończyła się # dni temu} many {ważność skończyła się # dni temu} other {ważność skończyła się # dnia temu}}",
  "email.digest.subject":
    "Masz {count, plural, one {# nieprzeczytaną wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}} w SiteReady",
  "email.digest.youHave":
    "Masz {count, plural, one {# nieprzeczytaną wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}:",
  "email.digest.fromSender":
    "- {name}: {count, plural, one {# nieprzeczytana wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}",
  "email.digest.read": "Przeczytaj i odpisz: {link}",
  "email.digest.why":
    "Dostajesz ten e-mail, bo w SiteReady jest włączone e-mailowe podsumowanie nieprzeczytanych wiadomości. Nigdy nie zawiera treści wiadomości.",
  "email.digest.howOften": "Wybierz, jak często: {link}",
  "email.shareOpened.subject": "Ktoś otworzył Twoje udostępnienie w SiteReady",
  "email.shareOpened.opened": "Udostępnienie dla „{recipient}” zostało otwarte po raz pierwszy {when}.",
  "email.shareOpened.manage": "Zobacz, kto je oglądał, albo wyłącz link: {link}",
  "email.newDevice.subject": "Nowe logowanie na Twoje konto SiteReady",
  "email.newDevice.device": "{browser} w systemie {os}",
  "email.newDevice.unknownBrowser": "Nieznana przeglądarka",
  "email.newDevice.unknownSystem": "Nieznany system",
  "email.newDevice.seen":
    "Ktoś właśnie zalogował się na Twoje konto SiteReady z urządzenia, którego wcześniej nie używano: {device}, {when}.",
  "email.newDevice.ifYou": "Jeśli to Ty, nic nie musisz robić.",
  "email.newDevice.ifNotYou":
    "Jeśli to nie Ty, od razu zmień hasło i wyloguj to urządzenie w sekcji „Bezpieczeństwo konta”; włączenie tam weryfikacji dwuetapowej sprawi, że samo skradzione hasło nie wystarczy.",
  "email.recovery.subject": "Wyłączyć weryfikację dwuetapową na Twoim koncie SiteReady?",
  "email.recovery.asked":
    "Ktoś, kto zna Twoje hasło, napisał, że nie może już używać aplikacji uwierzytelniającej ani kodów odzyskiwania. Jeśli to Ty, otwórz ten link, żeby potwierdzić:",
  "email.recovery.wait":
    "Dla bezpieczeństwa weryfikacja dwuetapowa zostanie wyłączona {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} po Twoim potwierdzeniu. Potem zaloguj się samym hasłem i ustaw ją ponownie.",
  "email.recovery.notYou":
    "Jeśli to nie Ty, zignoruj ten e-mail albo zaloguj się swoim kodem: to anuluje prośbę. Potem zmień hasło, bo zna je ktoś inny.",
  "email.recoveryDone.subject": "Weryfikacja dwuetapowa na Twoim koncie SiteReady jest wyłączona",
  "email.recoveryDone.done":
    "Zgodnie z prośbą weryfikacja dwuetapowa na Twoim koncie jest wyłączona, a logowanie nastąpiło samym hasłem. Ustaw ją ponownie w sekcji „Bezpieczeństwo konta”, na nowym telefonie.",
  "email.recoveryDone.notYou": "Jeśli to nie Ty, od razu zmień hasło.",
  "email.reset.subject": "Zmień hasło do SiteReady",
  "email.reset.asked":
    "Ktoś poprosił o zmianę hasła do Twojego konta SiteReady. Jeśli to Ty, otwórz ten link i wybierz nowe hasło:",
  "email.reset.once":
    "Link działa jeden raz i przestaje działać po godzinie. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj ten e-mail: Twoje hasło się nie zmieniło.",
  "email.locked.subject": "Kody logowania dwuetapowego na koncie SiteReady są zablokowane",
  "email.locked.what":
    "Na Twoim koncie SiteReady wpisano dziesięć błędnych kodów logowania dwuetapowego z rzędu, dlatego kody nie będą przyjmowane do {until}.",
  "email.locked.ifYou":
    "Jeśli to Twoja próba, odczekaj do tego czasu i wpisz najnowszy kod z aplikacji uwierzytelniającej.",
  "email.locked.ifNotYou":
    "Jeśli to nie Ty, ktoś może znać Twoje hasło albo mieć jedno z zalogowanych urządzeń: zmień hasło i wyloguj pozostałe urządzenia w sekcji „Bezpieczeństwo konta”.",
  "email.stepUpCode.subject": "Twój kod SiteReady: {code}",
  "email.stepUpCode.code":
    "Kod potwierdzający tożsamość w SiteReady: {code}. Działa przez {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.",
  "email.stepUpCode.notYou":
    "Jeśli prośba o kod nie pochodzi od Ciebie, ktoś może korzystać z Twojego konta: wyloguj pozostałe urządzenia w sekcji „Bezpieczeństwo konta”.",
  "email.passwordChanged.subject": "Hasło do SiteReady zostało zmienione",
  "email.passwordChanged.done":
    "Hasło do Twojego konta SiteReady zostało zmienione {when}. Pozostałe urządzenia zostały wylogowane.",
  "email.passwordChanged.notYou":
    "Jeśli zmiana nie pochodzi od Ciebie, od razu ustaw nowe hasło przez stronę logowania i włącz logowanie dwuetapowe w sekcji „Bezpieczeństwo konta”.",
  "email.renewalNotice.subject": "Twój plan SiteReady {plan} odnowi się {date}",
  "email.renewalNotice.greetingName": "Dzień dobry {name},",
  "email.renewalNotice.greeting": "Dzień dobry,",
  "email.renewalNotice.renews": "Twój plan SiteReady {plan} odnowi się {date} i wtedy obciążymy Twoją kartę.",
  "email.renewalNotice.howToCancel":
    "Aby anulować lub zmienić plan, wejdź na {link} i wybierz „Zarządzaj planem lub go anuluj”.",
  "email.renewalNotice.keepUntilEnd": "Jeśli anulujesz, plan zostaje aktywny do końca opłaconego okresu.",
  "email.renewalNotice.thanks": "Dziękujemy, że wspierasz SiteReady.",
  "email.shareCode.subject": "Twój kod do otwarcia udostępnienia w SiteReady",
  "email.shareCode.code": "Twój kod to {code}. Działa przez 10 minut.",
  "email.shareCode.ignore": "Jeśli to nie Ty prosisz o kod, zignoruj tego e-maila.",
  "email.shareDelete.subject": "Prośba o usunięcie kopii udostępnionych dokumentów",
  "email.shareDelete.ask":
    "{holder} prosi o usunięcie wszelkich kopii dokumentów udostępnionych dla „{recipient}” przez SiteReady.",
  "email.shareDelete.by": "Prosi o usunięcie do {date}.",
};
