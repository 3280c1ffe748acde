import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "marketing.lastUpdated": "Ultima actualizare:",
  "marketing.backHome": "Înapoi la pagina principală",
  "marketing.seeAllFeatures": "Vezi toate funcțiile",
  "marketing.howDonationsWork": "Cum funcționează donațiile",
  "marketing.goToDashboard": "Mergi la panoul tău",
  "marketing.legal.englishApplies":
    "Această pagină este în engleză. Se aplică textul în engleză; dacă ceva nu e clar, întreabă-ne prin pagina de contact.",
  "marketing.privacy.title": "Nota de confidențialitate",
  "marketing.terms.title": "Condiții de utilizare",
  "marketing.about.title": "Despre SiteReady",
  "marketing.about.routeTitle": "Despre noi",
  "marketing.about.intro":
    "SiteReady este o aplicație gratuită pentru oamenii care lucrează pe șantierele din Marea Britanie. Îți ține cardurile, atestatele și actele într-un singur loc pe telefon și te anunță înainte să expire ceva.",
  "marketing.about.whoTitle": "Pentru cine e",
  "marketing.about.whoText":
    "Pentru muncitori și ajutori, meseriași, operatori de utilaje, schelari, lucrători prin agenție și pe cont propriu și micii antreprenori care țin actele pentru toată echipa. Dacă ți s-a cerut vreodată un card pe care nu-l aveai la tine, e pentru tine.",
  "marketing.about.whyTitle": "De ce am făcut-o",
  "marketing.about.whyText":
    "Ajungi pe un șantier nou și ți se cere cardul, atestatele, uneori pașaportul sau actele de drept de muncă (Right to Work). Prea des sunt în dubă, într-un sertar acasă sau o poză mișcată undeva în galerie. Un card expiră fără să observe nimeni și rămâi la poartă sau te trimit acasă pentru toată ziua.",
  "marketing.about.cardsTitle": "Cardurile la poarta șantierului",
  "marketing.about.cardsText":
    "Cardul CSCS, atestatele, pașaportul: totul pe telefon, cu poze față și verso. Arată-le la poartă sau la instructaj fără să suni la birou.",
  "marketing.about.remindersTitle": "Mementouri înainte să expire",
  "marketing.about.remindersText":
    "Aplicațiile schemelor de carduri arată doar dacă un card e valabil azi. Nu te anunță cu luni înainte, când mai ai timp să te programezi la test. SiteReady te anunță.",
  "marketing.about.freeTitle": "Gratuit, pentru totdeauna",
  "marketing.about.freeText":
    "Fără abonament și fără reclame. Donațiile oamenilor care o folosesc plătesc funcțiile noi, iar acestea pornesc pentru toată lumea.",
  "marketing.about.detailsTitle": "Datele tale rămân ale tale",
  "marketing.about.detailsText":
    "Datele bancare, numărul NI și UTR-urile sunt criptate. Nu îți vindem niciodată datele. Descarcă tot sau șterge-ți contul oricând vrei.",
  "marketing.about.helpTitle": "Ajută-ne s-o construim",
  "marketing.about.helpText":
    "Construim ce ne cer oamenii de pe șantier. Votează funcțiile pe care le vrei, spune-ne ce nu merge sau contribuie la următoarea.",
  "marketing.about.giveFeedback": "Trimite o părere",
  "marketing.features.title": "Funcții",
  "marketing.features.intro":
    "Tot ce face SiteReady. Funcțiile marcate „Donează ca să deblochezi” sunt gata și pornesc pentru toată lumea când donațiile acoperă costurile. Votează-le pe cele pe care le vrei primele sau citește <pricing>cum funcționează donațiile</pricing>.",
  "marketing.state.status": "Stare:",
  "marketing.state.available": "Disponibilă",
  "marketing.state.premium": "Premium",
  "marketing.state.unavailable": "Indisponibilă",
  "marketing.votes": "{count, plural, one {# vot} few {# voturi} other {# de voturi}}",
  "marketing.vote": "Votează această funcție",
  "marketing.voteFor": "Votează această funcție: {title}",
  "marketing.contact.title": "Contactează-ne",
  "marketing.contact.routeTitle": "Contact",
  "marketing.contact.intro":
    "Întrebări despre cont, datele tale, donații sau colaborare? Trimite-ne un mesaj și îți răspundem pe e-mail.",
  "marketing.contact.beforeTitle": "Înainte să scrii",
  "marketing.contact.beforeFeedback":
    "Ai găsit o eroare sau vrei o funcție? <feedback>Pagina de păreri</feedback> e mai rapidă și acolo poți vota funcții.",
  "marketing.contact.beforeData":
    "Ca să primești o copie a datelor sau să-ți ștergi contul, folosește pagina de profil. Pentru orice altceva despre datele tale, alege subiectul <topic>Datele mele și confidențialitatea</topic>. <privacy>Nota de confidențialitate</privacy> îți explică drepturile.",
  "marketing.contact.beforeSecrets":
    "Nu trimite niciodată parole, date bancare sau numere de card într-un mesaj.",
  "marketing.contact.sentTitle": "Mulțumim — am primit mesajul tău",
  "marketing.contact.sentText":
    "Citim fiecare mesaj și îți răspundem pe e-mail la {email}. Verifică folderul spam dacă nu primești nimic în câteva zile.",
  "marketing.contact.another": "Trimite alt mesaj",
  "marketing.contact.emailHint": "Îți răspundem la această adresă.",
  "marketing.contact.messageHint":
    "Între {min} și {max, plural, one {# caracter} few {# caractere} other {# de caractere}}. Nu scrie parole sau date bancare.",
  "marketing.contact.submit": "Trimite mesajul",
  "marketing.contact.field.name": "Nume",
  "marketing.contact.field.topic": "Subiect",
  "marketing.contact.topic.general": "Întrebare generală",
  "marketing.contact.topic.account": "Ajutor cu contul meu",
  "marketing.contact.topic.dataPrivacy": "Datele mele și confidențialitatea",
  "marketing.contact.topic.partnership": "Colaborare",
  "marketing.contact.topic.donation": "Donații",
  "marketing.feedback.title": "Păreri",
  "marketing.feedback.intro":
    "Spune-ne ce merge, ce nu și ce ai vrea mai departe. Citim fiecare mesaj, iar funcțiile cu cele mai multe voturi se construiesc primele.",
  "marketing.feedback.what": "Ce vrei să faci?",
  "marketing.feedback.kind.idea": "Propune o idee",
  "marketing.feedback.kind.problem": "Raportează o problemă",
  "marketing.feedback.kind.vote": "Votează o funcție",
  "marketing.feedback.kind.requestUpdates": "Primește vești despre o funcție",
  "marketing.feedback.field.kind": "Tipul părerii",
  "marketing.feedback.field.feature": "Funcție",
  "marketing.feedback.whichFeature": "Pentru ce funcție e?",
  "marketing.feedback.whichPart": "Opțional. Despre ce parte din SiteReady e vorba?",
  "marketing.feedback.chooseFeature": "Alege o funcție",
  "marketing.feedback.notUnlocked": "Încă blocate",
  "marketing.feedback.availableNow": "Disponibile acum",
  "marketing.feedback.ideaHint": "Ce ar face SiteReady mai util pe șantier? Cel puțin 10 caractere.",
  "marketing.feedback.problemHint":
    "Ce făceai și ce n-a mers? Spune-ne și ce telefon sau browser ai. Cel puțin 10 caractere.",
  "marketing.feedback.voteHint": "Opțional. Spune-ne cum ai folosi-o.",
  "marketing.feedback.updatesHint": "Opțional.",
  "marketing.feedback.signedInAs":
    "Ești în cont cu {email}. Dacă trebuie să-ți răspundem, folosim această adresă.",
  "marketing.feedback.emailOnce": "Îți scriem o singură dată, când e gata.",
  "marketing.feedback.emailOptional": "Opțional. Doar dacă vrei un răspuns.",
  "marketing.feedback.submit": "Trimite părerea",
  "marketing.feedback.more": "Trimite altă părere",
  "marketing.feedback.ideaSent": "Mulțumim — am primit ideea ta",
  "marketing.feedback.problemSent": "Mulțumim — am primit raportul tău",
  "marketing.feedback.voteSent": "Mulțumim — votul tău pentru {title} a fost înregistrat",
  "marketing.feedback.updatesSent": "Mulțumim — te anunțăm când funcția „{title}” e gata",
  "marketing.feedback.ideaSentText":
    "Citim tot ce primim. Ideile cerute de cei mai mulți ajung în capul listei.",
  "marketing.feedback.problemSentText":
    "Ne uităm la ea. Dacă ai lăsat o adresă de e-mail, s-ar putea să-ți cerem mai multe detalii.",
  "marketing.feedback.voteSentText":
    "Funcțiile cu cele mai multe voturi se construiesc primele. Donațiile plătesc munca.",
  "marketing.feedback.updatesSentText": "Îi scriem la {email} când e gata.",
  "marketing.feedback.updatesSentYou": "Îți scriem când e gata.",
  "marketing.feedback.emailForUpdates": "Scrie-ți e-mailul ca să te anunțăm când e gata",
  "marketing.thanks.title": "Mulțumim",
  "marketing.thanks.intro":
    "Plata a trecut. Mulțumim că sprijini SiteReady: banii plătesc serverele și funcțiile noi, care pornesc pentru toată lumea.",
  "marketing.thanks.nextTitle": "Ce urmează",
  "marketing.thanks.proActive": "Planul tău Pro e activ acum.",
  "marketing.thanks.premiumActive": "Planul tău Premium e activ acum.",
  "marketing.thanks.receipt": "Stripe îți trimite chitanța pe e-mail.",
  "marketing.thanks.soon": "Un plan nou devine activ în contul tău în unul-două minute.",
  "marketing.thanks.cancel":
    "Poți anula sau schimba oricând un plan sau o donație lunară din pagina de prețuri.",
  "marketing.thanks.backToPricing": "Înapoi la prețuri",
  "marketing.plan.free": "Gratuit",
  "marketing.plan.freeSummary": "Pentru toată lumea de pe șantier. Gratuit pentru totdeauna.",
  "marketing.plan.pro": "Pro",
  "marketing.plan.proSummary": "Extra pentru cei care reînnoiesc multe carduri.",
  "marketing.plan.premium": "Premium",
  "marketing.plan.premiumSummary": "Extra pentru găsit de lucru și cazare.",
  "marketing.pricing.title": "Prețuri",
  "marketing.pricing.intro":
    "SiteReady e gratuit și totul rămâne gratuit. Fără reclame și nu îți vindem niciodată datele. Donațiile celor care îl folosesc plătesc funcțiile noi.",
  "marketing.pricing.plans": "Planuri",
  "marketing.pricing.pay": "Plată",
  "marketing.pricing.monthly": "Lunar",
  "marketing.pricing.yearly": "Anual",
  "marketing.pricing.perMonth": "{amount} pe lună",
  "marketing.pricing.perYear": "{amount} pe an",
  "marketing.pricing.everythingIn": "Tot ce e în {plan}, plus:",
  "marketing.pricing.yourPlanDashboard": "Planul tău: mergi la panoul tău",
  "marketing.pricing.signUpFree": "Înscrie-te gratuit",
  "marketing.pricing.noCardsTitle": "Plata cu cardul nu e configurată pe acest SiteReady",
  "marketing.pricing.noCardsText":
    "Pro, Premium și donațiile online nu se pot plăti aici. Tot ce e pornit rămâne gratuit pentru fiecare cont.",
  "marketing.pricing.donateTitle": "Donează",
  "marketing.pricing.donateIntro":
    "Donațiile plătesc serverele și timpul necesar pentru funcții noi. Uite cum funcționează:",
  "marketing.pricing.donateStep1":
    "Funcțiile marcate <strong>Donează ca să deblochezi</strong> sunt construite, testate și gata. Sunt oprite până când donațiile acoperă costurile.",
  "marketing.pricing.donateStep2": "Votezi funcțiile pe care le vrei. Cele mai dorite pornesc primele.",
  "marketing.pricing.donateStep3":
    "Când donațiile acoperă costul, funcția pornește pentru toată lumea, nu doar pentru cei care au donat. Cei care administrează acest SiteReady pot porni oricare dintre ele oricând.",
  "marketing.pricing.otherWaysTitle": "Alte moduri de a ajuta",
  "marketing.pricing.otherWaysText":
    "Aici nu se pot face încă donații cu cardul. Poți ajuta totuși: votează funcțiile pe care le vrei, spune-ne ce să îmbunătățim și povestește-le colegilor de pe șantier despre SiteReady.",
  "marketing.pricing.voteOrFeedback": "Votează sau trimite o părere",
  "marketing.pricing.seeWaiting": "Vezi funcțiile care așteaptă să fie pornite",
  "marketing.pricing.choose": "Alege {plan}",
  "marketing.pricing.yourPlan": "Ai planul {plan}. Mulțumim pentru sprijin.",
  "marketing.pricing.manage": "Gestionează sau anulează planul",
  "marketing.section.profile": "Profil și conformitate",
  "marketing.section.tools": "Unelte și funcții",
  "marketing.section.jobs": "Locuri de muncă și proiecte",
  "marketing.section.community": "Comunitate",
  "marketing.section.company": "Companie și asistență",
  "marketing.section.more": "Mai mult",
  "marketing.feature.dashboard": "Panou",
  "marketing.feature.dashboardText":
    "Vezi dintr-o privire cât de complet e profilul tău și ce are nevoie de atenție.",
  "marketing.feature.wallet": "Portofelul pentru poartă",
  "marketing.feature.walletText":
    "Fiecare card pe care îl arăți la poartă, pe tot ecranul cu cod QR, chiar și fără semnal.",
  "marketing.feature.profile": "Rezumatul profilului",
  "marketing.feature.profileText":
    "Toate datele tale personale, de conformitate și de plată într-un singur loc.",
  "marketing.feature.personalDetails": "Date personale",
  "marketing.feature.personalDetailsText": "Ține la zi numele, datele de contact și adresa.",
  "marketing.feature.nextOfKin": "Persoană de contact",
  "marketing.feature.nextOfKinText": "Notează pe cine să contactăm dacă ți se întâmplă ceva pe șantier.",
  "marketing.feature.documents": "Documente",
  "marketing.feature.documentsText":
    "Păstrează pașaportul și alte acte de identitate cu datele lor de expirare.",
  "marketing.feature.skillsCards": "Carduri de calificare",
  "marketing.feature.skillsCardsText":
    "Ține cardurile CSCS, CPCS și altele într-un singur loc și vezi când expiră.",
  "marketing.feature.qualifications": "Calificări",
  "marketing.feature.qualificationsText": "Scrie-ți calificările și cine le-a emis.",
  "marketing.feature.bankDetails": "Date bancare",
  "marketing.feature.bankDetailsText": "Salvează contul în care vrei să primești banii, păstrat criptat.",
  "marketing.feature.taxDetails": "Date fiscale",
  "marketing.feature.taxDetailsText":
    "Notează tipul de angajare, numărul National Insurance (NI) și referințele fiscale.",
  "marketing.feature.cvOptimizer": "Optimizator de CV cu AI",
  "marketing.feature.cvOptimizerText":
    "Fă un CV de construcții pentru Marea Britanie din profilul tău și descarcă-l ca PDF sau Word; retușul AI e opțional.",
  "marketing.feature.sharingCenter": "Centrul de partajare",
  "marketing.feature.sharingCenterText": "Trimite cardurile și documentele angajatorilor când alegi tu.",
  "marketing.feature.inductions": "Instructaje",
  "marketing.feature.inductionsText":
    "Păstrează evidența instructajelor de șantier și a briefingurilor de siguranță făcute.",
  "marketing.feature.renewals": "Panoul reînnoirilor",
  "marketing.feature.renewalsText":
    "Urmărește reînnoirea cardurilor pas cu pas, de la alegerea lunii până la programarea testului.",
  "marketing.feature.jobsText": "Vezi locurile de muncă în construcții deschise acum.",
  "marketing.feature.projectsText": "Păstrează istoricul proiectelor și șantierelor la care ai lucrat.",
  "marketing.feature.testCentersText": "Găsește centre de testare aproape de tine pentru testele de card.",
  "marketing.feature.groupsText": "Intră în grupuri de muncitori din meseria sau zona ta.",
  "marketing.feature.messagesText": "Trimite mesaje altor muncitori și contacte.",
  "marketing.feature.diggsText": "Găsește unde să stai lângă jobul la care lucrezi.",
  "marketing.feature.weatherText": "Vezi prognoza vremii pentru șantierele tale.",
  "marketing.feature.pricingText": "Vezi ce e gratuit și cum finanțează donațiile funcțiile noi.",
  "marketing.feature.aboutText": "Cine suntem și de ce am făcut asta pentru muncitorii din construcții.",
  "marketing.feature.contactText": "Ia legătura cu noi.",
  "marketing.feature.feedbackText": "Spune-ne ce merge, ce nu și ce ai vrea mai departe.",
  "marketing.feature.terms": "Condiții de utilizare",
  "marketing.feature.termsText": "Condițiile cu care ești de acord când folosești serviciul.",
  "marketing.feature.privacy": "Politica de confidențialitate",
  "marketing.feature.privacyText": "Ce păstrăm despre tine, de ce și cum protejăm.",
  "marketing.feature.featuresText": "Tot ce poate face aplicația acum și ce urmează.",
  "marketing.feature.admin": "Panoul de administrare",
  "marketing.feature.adminText": "Gestionează funcțiile, utilizatorii și rapoartele.",
  "marketing.feature.donateMessage":
    "Funcția „{title}” e gata. E oprită până când donațiile acoperă costurile, apoi pornește gratuit pentru fiecare cont. Cei care administrează acest SiteReady o pot porni oricând.",
};
