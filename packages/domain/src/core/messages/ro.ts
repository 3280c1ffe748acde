import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "language.label": "Limba",
  "language.settingsHint": "Textele SiteReady și mementourile pentru carduri vin în limba pe care o alegi.",
  "form.optional": "{label} (opțional)",
  "form.saveChanges": "Salvează modificările",
  "form.cancel": "Renunță",
  "form.show": "Arată",
  "form.hide": "Ascunde",
  "form.done": "Gata",
  "page.signUp": "Înscriere",
  "page.opensInNewTab": "(se deschide într-o filă nouă)",
  "field.firstName": "Prenume",
  "field.lastName": "Nume de familie",
  "field.email": "E-mail",
  "field.password": "Parolă",
  "field.confirmPassword": "Confirmă parola",
  "field.cardType": "Tipul cardului",
  "field.registrationNumber": "Număr de înregistrare",
  "field.issueDate": "Data emiterii",
  "field.expiryDate": "Data expirării",
  "validation.required": "Câmpul „{label}” este obligatoriu",
  "validation.tooLong":
    "Câmpul „{label}” poate avea cel mult {max, plural, one {# caracter} few {# caractere} other {# de caractere}}",
  "validation.notText": "Câmpul „{label}” trebuie să fie text",
  "validation.chooseFromList": "Alege {thing} din listă",
  "validation.email": "Scrie o adresă de e-mail corectă",
  "validation.password":
    "Parola trebuie să aibă cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}}",
  "validation.passwordHint":
    "Cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}}.",
  "validation.passwordsDoNotMatch": "Parolele nu sunt la fel",
  "validation.name": "Numele poate conține doar litere, spații, cratime și apostrofuri",
  "validation.phone": "Scrie un număr de telefon corect",
  "validation.postcode": "Scrie un cod poștal britanic corect",
  "validation.date": "Scrie o dată corectă",
  "validation.expiryAfterIssue": "Data expirării trebuie să fie după data emiterii",
  "validation.terms":
    "Bifează căsuța ca să fii de acord cu condițiile de utilizare și nota de confidențialitate",
  "validation.controlCharacters": "Șterge caracterele speciale pe care acest câmp nu le poate avea",
  "error.validation": "Date greșite în cerere",
  "error.authenticationRequired": "Trebuie să intri în cont. Intră din nou.",
  "error.accessDenied": "Acces interzis. Nu ai voie să faci asta.",
  "error.notFound": "Ce ai căutat nu a fost găsit.",
  "error.tooManyRequests": "Prea multe încercări. Încearcă mai târziu.",
  "error.serverError": "Eroare de server. Încearcă mai târziu.",
  "error.serviceUnavailable": "Serviciul nu e disponibil acum. Încearcă mai târziu.",
  "error.other": "A apărut o eroare",
  "error.networkUnreachable": "Nu ne putem conecta la server. Verifică internetul.",
  "error.networkTimeout": "Cererea a durat prea mult. Încearcă din nou.",
  "error.offlineWrite": "Ești offline, așa că nu s-a salvat. Încearcă din nou când ai semnal.",
  "error.sessionExpired": "Sesiunea ta a expirat. Intră din nou în cont.",
  "error.profileImageFetchFailed": "Poza de profil nu a putut fi încărcată",
  "error.wrongSignIn": "E-mail sau parolă greșite. Verifică-le și încearcă din nou.",
  "error.emailTaken": "Există deja un cont cu acest e-mail. Intră în cont sau schimbă parola.",
  "limit.documents":
    "Ai atins limita de 500 de documente. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.skillsCards":
    "Ai atins limita de 500 de carduri de calificare. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.qualifications":
    "Ai atins limita de 500 de calificări. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.projects":
    "Ai atins limita de 500 de proiecte. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.shares":
    "Ai atins limita de 500 de partajări. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.jobPosts":
    "Ai atins limita de 500 de anunțuri de angajare. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.listings":
    "Ai atins limita de 500 de anunțuri de cazare. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.inductions":
    "Ai atins limita de 500 de instructaje. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.weatherSites":
    "Ai atins limita de 500 de șantiere salvate pentru vreme. Șterge-le pe cele de care nu mai ai nevoie ca să adaugi altele.",
  "limit.storage":
    "Fișierele tale folosesc deja toți cei 500 MB de spațiu. Șterge câteva fișiere ca să faci loc pentru acesta.",
  "limit.gateRegisterDay":
    "Registrul tău de intrări a primit 20.000 de intrări în ultimele 24 de ore, cel mai mult într-o zi. Scanările netrimise rămân pe acest telefon: deschide din nou mâine pagina de verificare la poartă ca să le trimiți.",
  "limit.gateScansDay":
    "Ai verificat 20.000 de coduri în ultimele 24 de ore, cel mai mult din cât acceptă SiteReady într-o zi. Verificările fără semnal funcționează în continuare pe acest telefon; încearcă mâine verificările cu semnal.",
  "limit.gateRegisterFull":
    "Registrul tău de intrări are 500.000 de intrări, cel mai mult pe care SiteReady îl păstrează pentru un cont. Descarcă-l ca foaie de calcul, apoi scrie-ne ca să ștergem intrările vechi.",
  "limit.groups":
    "Ești în 200 de grupuri, cel mai mult permis pentru un cont. Ieși dintr-un grup pe care nu-l mai folosești ca să intri în altul sau să creezi unul nou.",
  "limit.blocks":
    "Ai blocat 500 de persoane, cel mai mult permis pentru un cont. Deblochează pe cineva ca să poți bloca altă persoană.",
  "limit.newConversations":
    "Ai 100 de conversații noi din ultimele 24 de ore, cel mai mult într-o zi. Continuă-le pe cele pe care le ai sau începe altele noi mâine.",
  "limit.applications":
    "Ai aplicat la 50 de locuri de muncă în ultimele 24 de ore, cel mai mult într-o zi. Încearcă din nou mâine.",
  "limit.reports":
    "Ai trimis 50 de raportări în ultimele 24 de ore, cel mai mult într-o zi. Încearcă din nou mâine sau scrie-ne dacă ceva are nevoie de atenție acum.",
  "limit.ocrQueue":
    "Ai deja 3 poze care așteaptă să fie citite. Așteaptă să se termine, apoi încearcă din nou.",
  "limit.renewals":
    "Acest card a fost reînnoit de 20 de ori, cel mai mult pe care SiteReady îl păstrează pentru un card. Adaugă cardul nou ca un card de calificare nou.",
  "limit.sensitiveActions":
    "Datele tale bancare și fiscale au fost afișate, schimbate sau exportate de 200 de ori în ultimele 24 de ore, cel mai mult într-o zi. Încearcă din nou mâine.",
  "limit.passkeys":
    "Acest cont are 20 de chei de acces, cele mai multe pe care le poate avea. Șterge una pe care n-o mai folosești ca să adaugi alta.",
  "limit.aiPolish":
    "Ai cerut 30 de sugestii AI în ultima oră, cele mai multe într-o oră. Încearcă mai târziu sau scrie-l chiar tu.",
  "limit.cvExports":
    "Ai descărcat CV-ul de 60 de ori în ultima oră, de cele mai multe ori într-o oră. Încearcă mai târziu.",
  "errorBox.network.title": "Fără conexiune",
  "errorBox.network.next": "Verifică semnalul sau Wi-Fi-ul, apoi încearcă din nou. Ce ai scris rămâne.",
  "errorBox.authentication.title": "Intră din nou în cont",
  "errorBox.authentication.next": "Intră în cont ca să continui de unde ai rămas.",
  "errorBox.validation.title": "Verifică datele",
  "errorBox.validation.next": "Corectează ce e marcat și încearcă din nou.",
  "errorBox.server.title": "Ceva n-a mers bine la noi",
  "errorBox.server.next": "Încearcă peste un minut. Dacă se repetă, scrie-ne.",
  "errorBox.unknown.title": "Ceva n-a mers bine",
  "errorBox.unknown.next": "Încearcă din nou. Dacă se repetă, scrie-ne.",
  "error.storageFull":
    "Spațiul de stocare este plin, așa că nu s-a salvat nimic. Încearcă din nou mai târziu; am fost anunțați.",
  "error.networkCancelled": "Cererea a fost anulată.",
  "error.offlineRead":
    "Ești offline. Pagina aceasta are nevoie de conexiune; portofelul funcționează și fără.",
  "error.wrongContentType": "Trimite datele ca JSON (Content-Type: application/json)",
  "error.somethingWentWrong": "Ceva nu a mers bine. Încearcă din nou.",
  "error.fileTooLarge": "Fișierul este prea mare. Dimensiunea maximă este de {size}.",
  "error.imageTooManyPixels":
    "Imaginea este prea mare. Maximul este de {megapixels, plural, one {# megapixel} few {# megapixeli} other {# de megapixeli}}.",
  "error.imageTooSlow":
    "Citirea acestei imagini a durat prea mult. Încearcă o fotografie mai mică sau o captură de ecran a ei.",
  "error.idempotencyKeyInvalid":
    "Antetul Idempotency-Key trebuie să aibă între 1 și 100 de caractere: litere, cifre, cratime (-) sau bare jos (_).",
  "error.idempotencyKeyReused": "Această cheie de cerere a fost deja folosită pentru o altă cerere.",
  "error.aiNotConfigured": "Serviciul Grok AI nu este configurat",
  "error.duplicateCard": "Ai deja acest card",
  "error.duplicateDocument": "Ai deja acest document",
  "error.duplicateQualification": "Ai deja această calificare",
  "error.tooManyRequestsForAccount": "Prea multe cereri pentru acest cont. Încearcă din nou peste o oră.",
  "error.authenticationFailed": "Autentificare eșuată",
  "error.dashboardFetchFailed": "Nu am putut încărca datele panoului",
  "error.resourceFailedToLoad": "Resurse care nu s-au încărcat",
  "validation.invalidValue": "Verifică acest câmp",
  "validation.phone.because": "Scrie un număr de telefon corect. {reason}.",
  "validation.phone.characters": "Folosește doar cifre și spații, cu + înaintea prefixului de țară",
  "validation.phone.countryCode": "Verifică prefixul de țară de după + și numărul care urmează",
  "validation.phone.mobileLength":
    "Numerele de mobil din Regatul Unit încep cu 07 și au 11 cifre; acesta are {digits, plural, one {# cifră} few {# cifre} other {# de cifre}}",
  "validation.phone.mobileNotInUse":
    "Acesta nu este un număr de mobil din Regatul Unit aflat în uz; verifică cifrele",
  "validation.phone.ukRule":
    "Numerele de mobil din Regatul Unit încep cu 07 și au 11 cifre; cele fixe încep cu 01, 02 sau 03",
  "field.near": "Lângă",
  "field.pageSize": "Rezultate pe pagină",
  "field.image": "Imagine",
  "field.formType": "Tipul formularului",
  "field.file": "Fișier",
  "choice.trade": "o meserie",
  "choice.rateType": "tipul plății",
  "choice.contactPreference": "modul de contact",
  "choice.status": "o stare",
  "choice.priceBasis": "tipul prețului",
  "choice.roomType": "tipul camerei",
  "choice.topic": "un subiect",
  "choice.feedbackKind": "tipul părerii",
  "choice.feature": "o funcție",
  "choice.documentType": "tipul documentului",
  "choice.employmentType": "tipul de angajare",
  "choice.cisStatus": "statutul CIS",
  "choice.cardType": "tipul cardului",
  "field.message": "Mesaj",
  "field.testCentreId": "ID-ul centrului de testare",
  "validation.latitude": "Latitudinea trebuie să fie între -90 și 90",
  "validation.longitude": "Longitudinea trebuie să fie între -180 și 180",
  "validation.remindersOnOff": "Mementourile trebuie să fie pornite sau oprite",
  "validation.reminderDaysRequired": "Zilele pentru mementouri sunt obligatorii",
  "validation.gateShow": "Spune dacă să fie arătat la poartă sau dacă să fie arătată fotografia ta.",
  "validation.agentName": "Scrie numele agentului",
  "validation.agentMessage": "Scrie ce s-a întâmplat",
  "validation.chooseOneOf": "Alege una dintre: {options}",
  "validation.imageWidth": "Lățimea trebuie să fie una dintre: {widths}.",
  "validation.endBeforeStart": "Data de sfârșit nu poate fi înaintea datei de început",
  "validation.referenceContact": "Scrie un număr de telefon sau o adresă de e-mail",
  "validation.secondFactorCode":
    "Scrie codul de 6 cifre din aplicația de autentificare sau unul dintre codurile de recuperare.",
  "validation.passkeyName": "Dă un nume cheii de acces",
  "validation.passkeyNameLength": "Numele cheii de acces poate avea cel mult 60 de caractere",
  "validation.splitTotal": "Procentele împărțirii trebuie să însumeze 100",
  "validation.jsonObject": "Corpul cererii trebuie să fie un obiect JSON",
  "validation.userId": "ID de utilizator nevalid",
  "validation.passkeyId": "ID de cheie de acces nevalid",
  "validation.notUserId": "Nu este un ID de utilizator valid",
  "validation.suspendReason": "Scrie de ce este suspendat contul: lucrătorul vede acest motiv",
  "validation.suspendReasonLength": "Motivul poate avea cel mult 500 de caractere",
  "validation.flagName": "Numele unui flag e format din cuvinte cu litere mici, unite prin cratime",
  "validation.siteName": "Scrie numele șantierului.",
  "validation.stripeSession": "Nu este o sesiune Stripe Checkout",
  "validation.deviceId": "ID de dispozitiv nevalid",
  "validation.linkExpired": "Acest link nu este valid sau a expirat.",
  "validation.splitVariants": "O împărțire are nevoie de variante",
  "validation.splitSharePerVariant": "Dă câte un procent pentru fiecare variantă",
  "validation.recordId":
    "Fiecare înregistrare are nevoie de ID; datele bancare, numărul NI, UTR și CV-ul nu au",
  "field.accountNumber": "Număr de cont",
  "field.city": "Oraș sau localitate",
  "field.mobileNumber": "Număr de mobil",
  "field.niNumber": "Numărul National Insurance (NI)",
  "field.phone": "Număr de telefon",
  "field.postcode": "Cod poștal",
  "field.relationship": "Relația cu tine",
  "field.sortCode": "Sort code (codul sucursalei)",
  "validation.accountNumber": "Introdu un număr de cont valid, de 8 cifre",
  "validation.niNumber": "Introdu un număr National Insurance valid (ex. AB123456C)",
  "validation.sortCode": "Introdu un sort code valid (ex. 12-34-56)",
  "choice.rightToWorkRoute": "cum îți dovedești dreptul de muncă",
  "choice.receiptMethod": "metoda de verificare",
  "choice.receiptOutcome": "rezultatul verificării",
  "choice.competenceKind": "un tip de înregistrare",
  "choice.supervisorDecision": "confirmare sau refuz",
};
