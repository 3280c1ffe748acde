import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "skillsCard.add": "Pridėti kortelę",
  "skillsCard.addFirst": "Pridėti pirmą kortelę",
  "skillsCard.list": "Jūsų kortelės",
  "skillsCard.loading": "Įkeliamos jūsų kortelės…",
  "skillsCard.emptyTitle": "Kortelių dar nėra",
  "skillsCard.emptyText":
    "Laikykite čia CSCS, CPCS ir kitas korteles bei pažymėjimus su abiejų pusių nuotraukomis. Parodysime, kada kurią reikia atnaujinti, kad niekada nebūtumėte apgręžti prie statybvietės vartų.",
  "skillsCard.deleteQuestion": "Ištrinti šią kortelę ir jos nuotraukas? To atšaukti negalėsite.",
  "skillsCard.confirmDelete": "Taip, ištrinti kortelę",
  "skillsCard.keep": "Palikti kortelę",
  "skillsCard.changeTitle": "Keisti {card} kortelę",
  "skillsCard.formLabel": "Kortelės duomenys",
  "skillsCard.changeFormLabel": "Keisti kortelės duomenis",
  "skillsCard.typeHint": "Įrašykite sistemą arba kortelę, pavyzdžiui, CSCS, CPCS arba Blue.",
  "skillsCard.numberHint": "Ant kortelės atspausdintas numeris.",
  "skillsCard.noExpiry": "Ši kortelė nenustoja galioti.",
  "skillsCard.photosTitle": "Kortelės nuotraukos",
  "skillsCard.photosHint":
    "Aiški kiekvienos pusės nuotrauka leidžia parodyti kortelę prie vartų, net jei palikote ją namie.",
  "skillsCard.photosAfterSave":
    "Turėdami aiškią kiekvienos pusės nuotrauką, galėsite parodyti kortelę prie statybvietės vartų, net jei palikote ją namie.",
  "skillsCard.front": "Kortelės priekis",
  "skillsCard.back": "Kortelės galas",
  "skillsCard.save": "Išsaugoti kortelę",
  "skillsCard.saved": "Kortelė išsaugota.",
  "skillsCard.photoFailed": "Kortelė išsaugota, bet nuotrauka neįkelta: {reason}",
  "skillsCard.tryAgain": "bandykite dar kartą",
  "skillsCard.face.card": "Kortelė",
  "skillsCard.face.frontAlt": "Jūsų kortelės {card} priekis",
  "skillsCard.face.regNumber": "Reg. nr.",
  "skillsCard.face.notAdded": "Dar nepridėtas",
  "skillsCard.face.expires": "Galioja iki",
  "skillsCard.face.noExpiry": "Be galiojimo datos",
  "skillsCard.typed.option": "Kita (įveskite)",
  "skillsCard.typed.save": "Išsaugoti „{typed}“ kaip kortelės tipą",
  "skillsCard.typed.nothingMatches": "Nieko nerasta: išsaugoti „{typed}“ kaip kortelės tipą",
  "renewal.start": "Pradėkite atnaujinimą",
  "renewal.expiredRenewNow": "Nebegalioja: atnaujinkite dabar",
  "renewal.opensOn": "Atnaujinti bus galima nuo {date}",
  "renewal.applyNew": "Prašykite naujos kortelės – šios kortelės atnaujinti negalima",
  "renewal.expiredApplyNew": "Nebegalioja: prašykite naujos kortelės",
  "renewal.addExpiry": "Pridėkite galiojimo pabaigos datą",
  // The card types' words by id (the name as printed on the card, its colour and what it is for) and the categories.
  "skillsCard.type.cscs-labourer.name": "CSCS Labourer (žalia)",
  "skillsCard.type.cscs-labourer.description":
    "Pagalbiniams darbams statybvietėje; reikia 1 lygio darbuotojų saugos pažymėjimo, o pirmoji kortelė galioja 2 metus.",
  "skillsCard.type.cscs-apprentice.name": "CSCS Apprentice (raudona)",
  "skillsCard.type.cscs-apprentice.description":
    "Mokiniams, atliekantiems pripažintą statybų pameistrystę; galioja iki ketverių su puse metų.",
  "skillsCard.type.cscs-trainee.name": "CSCS Trainee (raudona)",
  "skillsCard.type.cscs-trainee.description":
    "Asmenims, užsiregistravusiems statybų kvalifikacijai, bet jos dar neįgijusiems.",
  "skillsCard.type.cscs-experienced-worker.name": "CSCS Experienced Worker (raudona)",
  "skillsCard.type.cscs-experienced-worker.description":
    "Patyrusiems darbuotojams, užsiregistravusiems NVQ; galioja metus, kol jį baigia.",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.name":
    "CSCS Experienced Technical, Supervisor or Manager (raudona)",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.description":
    "Patyrusiems darbų prižiūrėtojams ir vadovams, užsiregistravusiems 3 ar aukštesnio lygio NVQ.",
  "skillsCard.type.cscs-provisional.name": "CSCS Provisional (raudona)",
  "skillsCard.type.cscs-provisional.description":
    "Šešių mėnesių kortelė naujiems darbuotojams, atliekantiems bandomąjį laikotarpį pas darbdavį.",
  "skillsCard.type.cscs-skilled-worker.name": "CSCS Skilled Worker (mėlyna)",
  "skillsCard.type.cscs-skilled-worker.description":
    "Kvalifikuotiems amatininkams, turintiems 2 lygio NVQ arba baigusiems pameistrystę savo amate.",
  "skillsCard.type.cscs-advanced-craft.name": "CSCS Advanced Craft (auksinė)",
  "skillsCard.type.cscs-advanced-craft.description":
    "Kvalifikuotiems amatininkams, turintiems 3 lygio NVQ arba lygiavertę amato pameistrystę.",
  "skillsCard.type.cscs-supervisor.name": "CSCS Supervisor (auksinė)",
  "skillsCard.type.cscs-supervisor.description":
    "Statybvietės darbų prižiūrėtojams, turintiems 3 ar 4 lygio priežiūros NVQ.",
  "skillsCard.type.cscs-manager.name": "CSCS Manager (juoda)",
  "skillsCard.type.cscs-manager.description":
    "Statybvietės ir statybos vadovams, turintiems 5 ar aukštesnio lygio vadybos NVQ.",
  "skillsCard.type.cscs-professionally-qualified-person.name": "CSCS Professionally Qualified Person (balta)",
  "skillsCard.type.cscs-professionally-qualified-person.description":
    "CSCS pripažintų profesinių organizacijų nariams, pavyzdžiui, atestuotiems inžinieriams ir statybos ekspertams.",
  "skillsCard.type.cscs-academically-qualified-person.name": "CSCS Academically Qualified Person (balta)",
  "skillsCard.type.cscs-academically-qualified-person.description":
    "Turintiems su statyba susijusį aukštojo mokslo diplomą, HND arba HNC.",
  "skillsCard.type.cpcs-trained-operator.name": "CPCS Trained Operator (raudona)",
  "skillsCard.type.cpcs-trained-operator.description":
    "Statybinės technikos operatoriams, išlaikiusiems CPCS testus, kurie turi įgyti NVQ, kad gautų mėlyną kortelę.",
  "skillsCard.type.cpcs-competent-operator.name": "CPCS Competent Operator (mėlyna)",
  "skillsCard.type.cpcs-competent-operator.description":
    "Statybinės technikos operatoriams, turintiems savo mašinos kategorijos NVQ.",
  "skillsCard.type.npors-traditional-operator.name": "NPORS Operator (tradicinė)",
  "skillsCard.type.npors-traditional-operator.description":
    "NPORS operatoriaus kortelė be CSCS logotipo; nereikia nei NVQ, nei CITB testo.",
  "skillsCard.type.npors-trained-operator.name": "NPORS Trained Operator (raudona, su CSCS logotipu)",
  "skillsCard.type.npors-trained-operator.description":
    "NPORS kortelė su CSCS logotipu operatoriams, siekiantiems savo kategorijos NVQ.",
  "skillsCard.type.npors-competent-operator.name": "NPORS Competent Operator (mėlyna, su CSCS logotipu)",
  "skillsCard.type.npors-competent-operator.description":
    "NPORS kortelė su CSCS logotipu operatoriams, turintiems savo kategorijos NVQ.",
  "skillsCard.type.cisrs-scaffolding-labourer.name": "CISRS Scaffolding Labourer (žalia)",
  "skillsCard.type.cisrs-scaffolding-labourer.description":
    "Pagalbiniams darbininkams prie pastolių, kurie pastolių nestato ir neardo.",
  "skillsCard.type.cisrs-trainee-scaffolder.name": "CISRS Trainee Scaffolder (raudona)",
  "skillsCard.type.cisrs-trainee-scaffolder.description":
    "Besimokantiems pastolių montuotojams, dirbantiems prižiūrimiems; pratęsiama kartą, kol tęsiasi mokymas.",
  "skillsCard.type.cisrs-scaffolder.name": "CISRS Scaffolder (mėlyna)",
  "skillsCard.type.cisrs-scaffolder.description":
    "Kvalifikuotiems pastolių montuotojams, baigusiems CISRS Part 1 ir Part 2 bei 2 lygio NVQ.",
  "skillsCard.type.cisrs-advanced-scaffolder.name": "CISRS Advanced Scaffolder (auksinė)",
  "skillsCard.type.cisrs-advanced-scaffolder.description":
    "Pastolių montuotojams, baigusiems CISRS Advanced kursą ir 3 lygio NVQ.",
  "skillsCard.type.cisrs-scaffolding-supervisor.name": "CISRS Scaffolding Supervisor (auksinė)",
  "skillsCard.type.cisrs-scaffolding-supervisor.description":
    "Pastolių montuotojams, prižiūrintiems pastolių darbus po CISRS prižiūrėtojų mokymų.",
  "skillsCard.type.ecs-installation-electrician.name": "ECS Installation Electrician (auksinė)",
  "skillsCard.type.ecs-installation-electrician.description":
    "Kvalifikuotiems elektrikams su 3 lygio NVQ ir AM2; pratęsiama per paskutinius tris mėnesius.",
  "skillsCard.type.ecs-maintenance-electrician.name": "ECS Maintenance Electrician (auksinė)",
  "skillsCard.type.ecs-maintenance-electrician.description":
    "Kvalifikuotiems elektrikams, prižiūrintiems elektros instaliaciją ir įrangą.",
  "skillsCard.type.ecs-approved-electrician.name": "ECS Approved Electrician (auksinė)",
  "skillsCard.type.ecs-approved-electrician.description":
    "Elektrikams, turintiems JIB Approved Electrician kategoriją, įskaitant patikras ir matavimus.",
  "skillsCard.type.ecs-experienced-worker.name": "ECS Experienced Worker",
  "skillsCard.type.ecs-experienced-worker.description":
    "18 mėnesių kortelė patyrusiems elektros darbuotojams, baigiantiems įgyti kvalifikaciją.",
  "skillsCard.type.ccdo-demolition-labourer.name": "CCDO Demolition Labourer (žalia)",
  "skillsCard.type.ccdo-demolition-labourer.description":
    "Pagalbiniams darbininkams griovimo objektuose, kurie turi būti baigę asbesto pavojų mokymus.",
  "skillsCard.type.ccdo-advanced-demolition-operative.name": "CCDO Advanced Demolition Operative (mėlyna)",
  "skillsCard.type.ccdo-advanced-demolition-operative.description":
    "Kvalifikuotiems griovimo darbuotojams; ši kortelė pakeitė buvusią CCDO Topman kortelę.",
  "skillsCard.type.ccdo-demolition-manager.name": "CCDO Demolition Manager (juoda)",
  "skillsCard.type.ccdo-demolition-manager.description":
    "Griovimo darbų vadovams; pratęsiama baigus NFDC griovimo vadovų kvalifikacijos tobulinimo kursą.",
  "skillsCard.type.nrswa-operative.name": "NRSWA Street Works Operative (gatvių darbų operatorius)",
  "skillsCard.type.nrswa-operative.description":
    "Operatoriams, kurie kasa ir atkuria dangą kelyje; pakartotinis vertinimas kas penkerius metus.",
  "skillsCard.type.nrswa-supervisor.name": "NRSWA Street Works Supervisor (gatvių darbų prižiūrėtojas)",
  "skillsCard.type.nrswa-supervisor.description":
    "Gatvių darbų kelyje prižiūrėtojams; pakartotinis vertinimas kas penkerius metus.",
  "skillsCard.type.eusr-national-water-hygiene.name": "EUSR National Water Hygiene (mėlyna kortelė)",
  "skillsCard.type.eusr-national-water-hygiene.description":
    "Reikalinga dirbant švaraus vandens objektuose ir geriamojo vandens tinkle.",
  "skillsCard.type.allmi-lorry-loader-operator.name":
    "ALLMI Lorry Loader Operator (krano-manipuliatoriaus operatorius)",
  "skillsCard.type.allmi-lorry-loader-operator.description":
    "Sunkvežimių kranų-manipuliatorių operatoriams, apmokytiems pagal ALLMI standartą.",
  "skillsCard.type.ipaf-pal.name": "IPAF Powered Access Licence, PAL (mobiliosios kėlimo platformos)",
  "skillsCard.type.ipaf-pal.description":
    "Mobiliųjų kėlimo darbo platformų, tokių kaip žirkliniai ir strėliniai keltuvai, operatoriams.",
  "skillsCard.type.pasma-towers-for-users.name": "PASMA Towers for Users (mobilieji pastoliai)",
  "skillsCard.type.pasma-towers-for-users.description":
    "Asmenims, kurie surenka, perkelia ir išardo mobiliuosius pastolius.",
  "skillsCard.type.sssts.name": "SSSTS (darbų saugos mokymai statybvietės darbų prižiūrėtojams)",
  "skillsCard.type.sssts.description":
    "CITB kursas darbų prižiūrėtojams; galioja toliau, jei prieš pasibaigiant baigiamas atnaujinimo kursas.",
  "skillsCard.type.smsts.name": "SMSTS (darbų saugos mokymai statybvietės vadovams)",
  "skillsCard.type.smsts.description":
    "CITB kursas statybvietės vadovams; galioja toliau, jei prieš pasibaigiant baigiamas atnaujinimo kursas.",
  "skillsCard.type.iosh-managing-safely.name": "IOSH Managing Safely (darbų sauga vadovams)",
  "skillsCard.type.iosh-managing-safely.description":
    "Vadovų ir prižiūrėtojų pažymėjimas, kuris nenustoja galioti, nors patariama lankyti atnaujinimo kursus.",
  "skillsCard.type.iosh-working-safely.name": "IOSH Working Safely (darbų saugos pagrindai)",
  "skillsCard.type.iosh-working-safely.description":
    "Įvadinis darbuotojų saugos ir sveikatos pažymėjimas bet kuriam darbuotojui, kuris nenustoja galioti.",
  "skillsCard.type.citb-hse-test.name": "CITB sveikatos, saugos ir aplinkos testas (HS&E)",
  "skillsCard.type.citb-hse-test.description":
    "Testas jutikliniame ekrane, kurio reikia daugumai kortelių prašymų, išlaikytas per pastaruosius dvejus metus.",
  "skillsCard.type.first-aid-at-work.name": "Pirmoji pagalba darbe (FAW)",
  "skillsCard.type.first-aid-at-work.description":
    "Trijų dienų pirmosios pagalbos darbe pažymėjimas, atnaujinamas kas trejus metus.",
  "skillsCard.type.emergency-first-aid-at-work.name": "Skubi pirmoji pagalba darbe (EFAW)",
  "skillsCard.type.emergency-first-aid-at-work.description":
    "Vienos dienos skubios pirmosios pagalbos pažymėjimas, atnaujinamas kas trejus metus.",
  "skillsCard.category.siteCard": "Statybvietės kortelė",
  "skillsCard.category.plantOperator": "Statybinės technikos operatorius",
  "skillsCard.category.scaffolding": "Pastoliai",
  "skillsCard.category.electrical": "Elektros darbai",
  "skillsCard.category.demolition": "Griovimo darbai",
  "skillsCard.category.streetWorks": "Gatvių darbai",
  "skillsCard.category.utilities": "Komunaliniai tinklai",
  "skillsCard.category.lifting": "Krovinių kėlimas",
  "skillsCard.category.accessEquipment": "Darbo aukštyje įranga",
  "skillsCard.category.healthAndSafetyTraining": "Darbuotojų saugos mokymai",
  "skillsCard.category.healthAndSafetyTest": "Darbuotojų saugos testas",
  "skillsCard.category.firstAid": "Pirmoji pagalba",
  "skillsCard.search.found":
    "{count, plural, one {Rastas # kortelės tipas} few {Rasti # kortelių tipai} many {Rasta # kortelės tipo} other {Rasta # kortelių tipų}}",
  "skillsCard.type.csr-labourer.name": "CSR Labourer (žalia)",
  "skillsCard.type.csr-labourer.description":
    "Construction Skills Register pagalbinio darbuotojo kortelė: vienos dienos sveikatos ir saugos kursas bei darbdavio deklaracija; naudojama Šiaurės Airijos statybvietėse.",
  "skillsCard.type.csr-skilled-worker.name": "CSR Skilled Worker (mėlyna)",
  "skillsCard.type.csr-skilled-worker.description":
    "Construction Skills Register kvalifikuoto darbuotojo kortelė: 2 lygio NVQ profesijoje ir sveikatos ir saugos kursas; naudojama Šiaurės Airijos statybvietėse.",
};
