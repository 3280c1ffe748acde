import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "skillsCard.add": "Adaugă un card",
  "skillsCard.addFirst": "Adaugă primul card",
  "skillsCard.list": "Cardurile tale",
  "skillsCard.loading": "Se încarcă cardurile…",
  "skillsCard.emptyTitle": "Încă nu ai carduri",
  "skillsCard.emptyText":
    "Ține aici cardurile CSCS, CPCS și celelalte carduri și atestate, cu poze pe ambele părți. Îți arătăm când trebuie reînnoit fiecare, ca să nu te trimită nimeni înapoi de la poarta șantierului.",
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
  "skillsCard.face.card": "Card",
  "skillsCard.face.frontAlt": "Fața cardului tău {card}",
  "skillsCard.face.regNumber": "Nr. înreg.",
  "skillsCard.face.notAdded": "Încă nu e adăugat",
  "skillsCard.face.expires": "Expiră",
  "skillsCard.face.noExpiry": "Fără dată de expirare",
  "skillsCard.typed.option": "Altul (introdu-l)",
  "skillsCard.typed.save": "Salvează „{typed}” ca tip de card",
  "skillsCard.typed.nothingMatches": "Nimic nu se potrivește: salvează „{typed}” ca tip de card",
  "renewal.start": "Începe reînnoirea",
  "renewal.expiredRenewNow": "A expirat: reînnoiește acum",
  "renewal.opensOn": "Reînnoirea se poate face de pe {date}",
  "renewal.applyNew": "Cere un card nou — acest card nu se poate reînnoi",
  "renewal.expiredApplyNew": "A expirat: cere un card nou",
  "renewal.addExpiry": "Adaugă data expirării",
  // The card types' words by id (the name as printed on the card, its colour and what it is for) and the categories.
  "skillsCard.type.cscs-labourer.name": "CSCS Labourer (verde)",
  "skillsCard.type.cscs-labourer.description":
    "Pentru muncă necalificată pe șantier; necesită o diplomă SSM de nivel 1, iar primul card e valabil 2 ani.",
  "skillsCard.type.cscs-apprentice.name": "CSCS Apprentice (roșu)",
  "skillsCard.type.cscs-apprentice.description":
    "Pentru ucenicii dintr-un program de ucenicie recunoscut în construcții; valabil până la patru ani și jumătate.",
  "skillsCard.type.cscs-trainee.name": "CSCS Trainee (roșu)",
  "skillsCard.type.cscs-trainee.description":
    "Pentru cei înscriși la o calificare în construcții pe care încă nu au terminat-o.",
  "skillsCard.type.cscs-experienced-worker.name": "CSCS Experienced Worker (roșu)",
  "skillsCard.type.cscs-experienced-worker.description":
    "Pentru muncitorii cu experiență înscriși la un NVQ; valabil un an, cât timp îl termină.",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.name":
    "CSCS Experienced Technical, Supervisor or Manager (roșu)",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.description":
    "Pentru supervizorii și managerii cu experiență înscriși la un NVQ de nivel 3 sau mai mare.",
  "skillsCard.type.cscs-provisional.name": "CSCS Provisional (roșu)",
  "skillsCard.type.cscs-provisional.description":
    "Un card pe șase luni pentru angajații noi aflați în perioada de probă la un angajator.",
  "skillsCard.type.cscs-skilled-worker.name": "CSCS Skilled Worker (albastru)",
  "skillsCard.type.cscs-skilled-worker.description":
    "Pentru meseriașii calificați cu NVQ de nivel 2 sau cu ucenicie în meseria lor.",
  "skillsCard.type.cscs-advanced-craft.name": "CSCS Advanced Craft (auriu)",
  "skillsCard.type.cscs-advanced-craft.description":
    "Pentru meseriașii calificați cu NVQ de nivel 3 sau cu o ucenicie echivalentă în meserie.",
  "skillsCard.type.cscs-supervisor.name": "CSCS Supervisor (auriu)",
  "skillsCard.type.cscs-supervisor.description":
    "Pentru supervizorii de șantier cu NVQ de supervizare de nivel 3 sau 4.",
  "skillsCard.type.cscs-manager.name": "CSCS Manager (negru)",
  "skillsCard.type.cscs-manager.description":
    "Pentru șefii de șantier și managerii în construcții cu NVQ de management de nivel 5 sau mai mare.",
  "skillsCard.type.cscs-professionally-qualified-person.name": "CSCS Professionally Qualified Person (alb)",
  "skillsCard.type.cscs-professionally-qualified-person.description":
    "Pentru membrii unui organism profesional aprobat de CSCS, cum ar fi inginerii și experții autorizați în construcții.",
  "skillsCard.type.cscs-academically-qualified-person.name": "CSCS Academically Qualified Person (alb)",
  "skillsCard.type.cscs-academically-qualified-person.description":
    "Pentru absolvenții cu o diplomă în construcții, HND sau HNC.",
  "skillsCard.type.cpcs-trained-operator.name": "CPCS Trained Operator (roșu)",
  "skillsCard.type.cpcs-trained-operator.description":
    "Pentru operatorii de utilaje care au trecut testele CPCS și trebuie să obțină un NVQ ca să treacă la cardul albastru.",
  "skillsCard.type.cpcs-competent-operator.name": "CPCS Competent Operator (albastru)",
  "skillsCard.type.cpcs-competent-operator.description":
    "Pentru operatorii de utilaje care au NVQ pentru categoria lor de utilaj.",
  "skillsCard.type.npors-traditional-operator.name": "NPORS Operator (tradițional)",
  "skillsCard.type.npors-traditional-operator.description":
    "Cardul de operator NPORS fără sigla CSCS; nu cere nici NVQ, nici testul CITB.",
  "skillsCard.type.npors-trained-operator.name": "NPORS Trained Operator (roșu, cu sigla CSCS)",
  "skillsCard.type.npors-trained-operator.description":
    "Un card NPORS cu sigla CSCS pentru operatorii care se pregătesc pentru NVQ-ul categoriei lor.",
  "skillsCard.type.npors-competent-operator.name": "NPORS Competent Operator (albastru, cu sigla CSCS)",
  "skillsCard.type.npors-competent-operator.description":
    "Un card NPORS cu sigla CSCS pentru operatorii care au NVQ pentru categoria lor.",
  "skillsCard.type.cisrs-scaffolding-labourer.name": "CISRS Scaffolding Labourer (verde)",
  "skillsCard.type.cisrs-scaffolding-labourer.description":
    "Pentru muncitorii care ajută la schele, dar nu le montează și nici nu le demontează.",
  "skillsCard.type.cisrs-trainee-scaffolder.name": "CISRS Trainee Scaffolder (roșu)",
  "skillsCard.type.cisrs-trainee-scaffolder.description":
    "Pentru schelarii în formare care lucrează sub supraveghere; se reînnoiește o dată, cât timp continuă formarea.",
  "skillsCard.type.cisrs-scaffolder.name": "CISRS Scaffolder (albastru)",
  "skillsCard.type.cisrs-scaffolder.description":
    "Pentru schelarii calificați care au absolvit CISRS Part 1 și Part 2 și NVQ de nivel 2.",
  "skillsCard.type.cisrs-advanced-scaffolder.name": "CISRS Advanced Scaffolder (auriu)",
  "skillsCard.type.cisrs-advanced-scaffolder.description":
    "Pentru schelarii care au absolvit cursul CISRS Advanced și NVQ de nivel 3.",
  "skillsCard.type.cisrs-scaffolding-supervisor.name": "CISRS Scaffolding Supervisor (auriu)",
  "skillsCard.type.cisrs-scaffolding-supervisor.description":
    "Pentru schelarii care supraveghează lucrările la schele după cursul CISRS pentru supervizori.",
  "skillsCard.type.ecs-installation-electrician.name": "ECS Installation Electrician (auriu)",
  "skillsCard.type.ecs-installation-electrician.description":
    "Pentru electricienii calificați cu NVQ de nivel 3 și AM2; se reînnoiește în ultimele trei luni.",
  "skillsCard.type.ecs-maintenance-electrician.name": "ECS Maintenance Electrician (auriu)",
  "skillsCard.type.ecs-maintenance-electrician.description":
    "Pentru electricienii calificați care întrețin instalații și echipamente electrice.",
  "skillsCard.type.ecs-approved-electrician.name": "ECS Approved Electrician (auriu)",
  "skillsCard.type.ecs-approved-electrician.description":
    "Pentru electricienii cu gradul JIB Approved Electrician, inclusiv pentru verificări și măsurători.",
  "skillsCard.type.ecs-experienced-worker.name": "ECS Experienced Worker",
  "skillsCard.type.ecs-experienced-worker.description":
    "Un card pe 18 luni pentru lucrătorii cu experiență în domeniul electric care își termină calificările.",
  "skillsCard.type.ccdo-demolition-labourer.name": "CCDO Demolition Labourer (verde)",
  "skillsCard.type.ccdo-demolition-labourer.description":
    "Pentru muncitorii de pe șantierele de demolări, care trebuie să fi urmat instruirea privind azbestul.",
  "skillsCard.type.ccdo-advanced-demolition-operative.name": "CCDO Advanced Demolition Operative (albastru)",
  "skillsCard.type.ccdo-advanced-demolition-operative.description":
    "Pentru lucrătorii calificați în demolări; acest card a înlocuit fostul card CCDO Topman.",
  "skillsCard.type.ccdo-demolition-manager.name": "CCDO Demolition Manager (negru)",
  "skillsCard.type.ccdo-demolition-manager.description":
    "Pentru cei care conduc lucrări de demolare; se reînnoiește prin cursul de reîmprospătare NFDC pentru manageri de demolări.",
  "skillsCard.type.nrswa-operative.name": "NRSWA Street Works Operative (operator lucrări stradale)",
  "skillsCard.type.nrswa-operative.description":
    "Pentru operatorii care sapă și refac carosabilul pe drumul public; reevaluare la fiecare cinci ani.",
  "skillsCard.type.nrswa-supervisor.name": "NRSWA Street Works Supervisor (supervizor lucrări stradale)",
  "skillsCard.type.nrswa-supervisor.description":
    "Pentru supervizorii lucrărilor pe drumul public; reevaluare la fiecare cinci ani.",
  "skillsCard.type.eusr-national-water-hygiene.name": "EUSR National Water Hygiene (card albastru)",
  "skillsCard.type.eusr-national-water-hygiene.description":
    "Necesar pentru lucrul pe șantierele de apă curată și la rețeaua de apă potabilă.",
  "skillsCard.type.allmi-lorry-loader-operator.name":
    "ALLMI Lorry Loader Operator (operator macara pe camion)",
  "skillsCard.type.allmi-lorry-loader-operator.description":
    "Pentru operatorii de macarale montate pe camion, instruiți după standardul ALLMI.",
  "skillsCard.type.ipaf-pal.name": "IPAF Powered Access Licence, PAL (platforme de lucru mobile)",
  "skillsCard.type.ipaf-pal.description":
    "Pentru operatorii de platforme mobile de lucru la înălțime, cum ar fi nacelele foarfecă și cele cu braț.",
  "skillsCard.type.pasma-towers-for-users.name": "PASMA Towers for Users (schele mobile)",
  "skillsCard.type.pasma-towers-for-users.description":
    "Pentru cei care montează, mută și demontează schele mobile.",
  "skillsCard.type.sssts.name": "SSSTS (curs SSM pentru supervizori de șantier)",
  "skillsCard.type.sssts.description":
    "Cursul CITB pentru supervizori, menținut valabil printr-un curs de reîmprospătare făcut înainte să expire.",
  "skillsCard.type.smsts.name": "SMSTS (curs SSM pentru șefi de șantier)",
  "skillsCard.type.smsts.description":
    "Cursul CITB pentru șefii de șantier, menținut valabil printr-un curs de reîmprospătare făcut înainte să expire.",
  "skillsCard.type.iosh-managing-safely.name": "IOSH Managing Safely (SSM pentru manageri)",
  "skillsCard.type.iosh-managing-safely.description":
    "Un certificat pentru manageri și supervizori care nu expiră, deși se recomandă cursuri de reîmprospătare.",
  "skillsCard.type.iosh-working-safely.name": "IOSH Working Safely (noțiuni de bază SSM)",
  "skillsCard.type.iosh-working-safely.description":
    "Un certificat introductiv de sănătate și securitate pentru orice lucrător, care nu expiră.",
  "skillsCard.type.citb-hse-test.name": "Testul CITB de sănătate, securitate și mediu (HS&E)",
  "skillsCard.type.citb-hse-test.description":
    "Testul pe ecran tactil cerut de majoritatea cererilor de card, trecut în ultimii doi ani.",
  "skillsCard.type.first-aid-at-work.name": "Prim ajutor la locul de muncă (FAW)",
  "skillsCard.type.first-aid-at-work.description":
    "Certificatul de prim ajutor la locul de muncă, de trei zile, reînnoit la fiecare trei ani.",
  "skillsCard.type.emergency-first-aid-at-work.name": "Prim ajutor de urgență la locul de muncă (EFAW)",
  "skillsCard.type.emergency-first-aid-at-work.description":
    "Certificatul de prim ajutor de urgență, de o zi, reînnoit la fiecare trei ani.",
  "skillsCard.category.siteCard": "Card de șantier",
  "skillsCard.category.plantOperator": "Operator de utilaje",
  "skillsCard.category.scaffolding": "Schele",
  "skillsCard.category.electrical": "Instalații electrice",
  "skillsCard.category.demolition": "Demolări",
  "skillsCard.category.streetWorks": "Lucrări pe drumul public",
  "skillsCard.category.utilities": "Utilități",
  "skillsCard.category.lifting": "Ridicarea sarcinilor",
  "skillsCard.category.accessEquipment": "Echipamente de lucru la înălțime",
  "skillsCard.category.healthAndSafetyTraining": "Instruire SSM",
  "skillsCard.category.healthAndSafetyTest": "Test SSM",
  "skillsCard.category.firstAid": "Prim ajutor",
  "skillsCard.search.found":
    "{count, plural, one {# tip de card găsit} few {# tipuri de card găsite} other {# de tipuri de card găsite}}",
  "skillsCard.type.csr-labourer.name": "CSR Labourer (verde)",
  "skillsCard.type.csr-labourer.description":
    "Cardul de muncitor necalificat al Construction Skills Register: cursul de sănătate și securitate de o zi și declarația angajatorului; folosit pe șantierele din Irlanda de Nord.",
  "skillsCard.type.csr-skilled-worker.name": "CSR Skilled Worker (albastru)",
  "skillsCard.type.csr-skilled-worker.description":
    "Cardul de muncitor calificat al Construction Skills Register: NVQ nivelul 2 în meserie și cursul de sănătate și securitate; folosit pe șantierele din Irlanda de Nord.",
};
