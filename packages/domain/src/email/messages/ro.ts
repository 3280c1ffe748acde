import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "email.reminder.greeting": "Bună ziua,",
  "email.reminder.greetingName": "Bună ziua, {name},",
  "email.reminder.expires":
    "Cardul tău {card} {days, plural, =0 {expiră azi} =1 {expiră mâine} few {expiră în # zile} other {expiră în # de zile}}",
  "email.reminder.expired":
    "Cardul tău {card} {days, plural, =1 {a expirat ieri} few {a expirat acum # zile} other {a expirat acum # de zile}}",
  "email.reminder.sentence": "{what}, pe {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Vezi în SiteReady: {link}",
  "email.reminder.why":
    "Primești aceste mementouri pentru că în SiteReady ai pornit mementourile de expirare.",
  "email.reminder.chooseDays": "Alege zilele pentru mementouri: {link}",
  "email.reminder.stop": "Oprește aceste e-mailuri: {link}",
  "email.reminder.itemExpires":
    "{item}: {days, plural, =0 {expiră azi} =1 {expiră mâine} few {expiră în # zile} other {expiră în # de zile}}",
  "email.reminder.itemExpired":
    "{item}: {days, plural, =1 {a expirat ieri} few {a expirat acum # zile} other {a expirat acum # de zile}}",
  "email.digest.subject":
    "Ai {count, plural, one {# mesaj necitit} few {# mesaje necitite} other {# de mesaje necitite}} în SiteReady",
  "email.digest.youHave":
    "Ai {count, plural, one {# mesaj necitit} few {# mesaje necitite} other {# de mesaje necitite}}:",
  "email.digest.fromSender":
    "- {name}: {count, plural, one {# mesaj necitit} few {# mesaje necitite} other {# de mesaje necitite}}",
  "email.digest.read": "Citește și răspunde: {link}",
  "email.digest.why":
    "Primești acest e-mail pentru că ai pornit în SiteReady rezumatul pe e-mail al mesajelor necitite. Nu conține niciodată ce au scris oamenii.",
  "email.digest.howOften": "Alege cât de des: {link}",
  "email.shareOpened.subject": "Cineva a deschis ce ai trimis din SiteReady",
  "email.shareOpened.opened": "Ce ai trimis pentru „{recipient}” a fost deschis prima dată pe {when}.",
  "email.shareOpened.manage": "Vezi cine s-a uitat sau oprește linkul: {link}",
  "email.newDevice.subject": "Intrare nouă în contul tău SiteReady",
  "email.newDevice.device": "{browser} pe {os}",
  "email.newDevice.unknownBrowser": "Browser necunoscut",
  "email.newDevice.unknownSystem": "Sistem necunoscut",
  "email.newDevice.seen":
    "Cineva tocmai a intrat în contul tău SiteReady de pe un dispozitiv pe care nu l-a mai văzut: {device}, la {when}.",
  "email.newDevice.ifYou": "Dacă ai fost tu, nu trebuie să faci nimic.",
  "email.newDevice.ifNotYou":
    "Dacă nu ai fost tu, schimbă-ți acum parola și scoate acel dispozitiv din cont la „Siguranța contului”; dacă pornești acolo autentificarea în doi pași, o parolă furată nu mai ajunge.",
  "email.recovery.subject": "Oprești autentificarea în doi pași pe contul tău SiteReady?",
  "email.recovery.asked":
    "Cineva care îți știe parola a spus că nu mai poate folosi aplicația de autentificare sau codurile de recuperare. Dacă ai fost tu, deschide acest link ca să confirmi:",
  "email.recovery.wait":
    "Pentru siguranța ta, autentificarea în doi pași se oprește la {hours, plural, one {# oră} few {# ore} other {# de ore}} după ce confirmi. Apoi intră în cont doar cu parola și configureaz-o din nou.",
  "email.recovery.notYou":
    "Dacă nu ai fost tu, ignoră acest e-mail sau intră în cont cu codul tău: asta anulează cererea. Apoi schimbă-ți parola, pentru că o mai știe cineva.",
  "email.recoveryDone.subject": "Autentificarea în doi pași e oprită pe contul tău SiteReady",
  "email.recoveryDone.done":
    "Cum ai cerut, autentificarea în doi pași e acum oprită pe contul tău și ai intrat doar cu parola. Configureaz-o din nou la „Siguranța contului”, cu telefonul nou.",
  "email.recoveryDone.notYou": "Dacă nu ai fost tu, schimbă-ți parola acum.",
  "email.reset.subject": "Schimbă parola SiteReady",
  "email.reset.asked":
    "Cineva a cerut schimbarea parolei contului tău SiteReady. Dacă ai fost tu, deschide acest link ca să alegi o parolă nouă:",
  "email.reset.once":
    "Linkul merge o singură dată și nu mai merge după o oră. Dacă nu ai cerut asta, ignoră acest e-mail: parola ta nu s-a schimbat.",
  "email.locked.subject": "Codurile de verificare în doi pași ale contului SiteReady sunt blocate",
  "email.locked.what":
    "Pentru contul tău SiteReady s-au introdus zece coduri de verificare greșite la rând, așa că niciun cod nu este acceptat până la {until}.",
  "email.locked.ifYou":
    "Dacă ai fost tu, așteaptă până atunci și introdu cel mai nou cod din aplicația de autentificare.",
  "email.locked.ifNotYou":
    "Dacă nu ai fost tu, cineva îți poate ști parola sau poate avea unul dintre dispozitivele conectate: schimbă parola și deconectează celelalte dispozitive din Siguranța contului.",
  "email.stepUpCode.subject": "Codul tău SiteReady: {code}",
  "email.stepUpCode.code":
    "Codul pentru a confirma că ești tu în SiteReady este {code}. Este valabil {minutes, plural, one {# minut} few {# minute} other {# de minute}}.",
  "email.stepUpCode.notYou":
    "Dacă nu ai cerut acest cod, cineva poate fi conectat la contul tău: deconectează celelalte dispozitive din Siguranța contului.",
  "email.passwordChanged.subject": "Parola ta SiteReady a fost schimbată",
  "email.passwordChanged.done":
    "Parola contului tău SiteReady a fost schimbată la {when}. Celelalte dispozitive au fost deconectate.",
  "email.passwordChanged.notYou":
    "Dacă nu ai fost tu, resetează-ți parola acum de pe pagina de conectare și activează verificarea în doi pași din Siguranța contului.",
  "email.renewalNotice.subject": "Planul tău SiteReady {plan} se reînnoiește pe {date}",
  "email.renewalNotice.greetingName": "Bună {name},",
  "email.renewalNotice.greeting": "Bună,",
  "email.renewalNotice.renews":
    "Planul tău SiteReady {plan} se reînnoiește pe {date}, iar atunci cardul tău va fi debitat.",
  "email.renewalNotice.howToCancel":
    "Ca să anulezi sau să schimbi planul, mergi la {link} și alege „Gestionează sau anulează planul”.",
  "email.renewalNotice.keepUntilEnd": "Dacă anulezi, păstrezi planul până la sfârșitul perioadei plătite.",
  "email.renewalNotice.thanks": "Îți mulțumim că susții SiteReady.",
  "email.shareCode.subject": "Codul tău pentru a deschide o distribuire SiteReady",
  "email.shareCode.code": "Codul tău este {code}. Este valabil 10 minute.",
  "email.shareCode.ignore": "Dacă nu l-ai cerut, poți ignora acest e-mail.",
  "email.shareDelete.subject": "Te rugăm să ștergi copia documentelor distribuite",
  "email.shareDelete.ask":
    "{holder} îți cere să ștergi orice copie păstrezi a documentelor distribuite pentru „{recipient}” prin SiteReady.",
  "email.shareDelete.by": "A cerut ștergerea până la {date}.",
};
