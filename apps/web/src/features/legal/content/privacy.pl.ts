import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Bible Journey pomaga czytać Biblię według planu: układasz plan czytania, zaznaczasz każdy przeczytany dzień, a gdy ruszą wyzwania grupowe, możesz czytać razem z grupą. Ta polityka wyjaśnia, jakie informacje przechowuje aplikacja, w jakim celu, kto jeszcze je widzi i jak możesz je usunąć. Dotyczy strony internetowej, zainstalowanej aplikacji webowej oraz aplikacji w App Store i Google Play.',
    'W skrócie: przechowujemy tylko to, czego aplikacja potrzebuje do działania, nigdy nie sprzedajemy Twoich danych, a usunięcie konta z menu usuwa wszystko, co o Tobie mamy.',
  ],
  sections: [
    {
      heading: 'Korzystanie z aplikacji bez konta',
      blocks: [
        'Możesz utworzyć plan i z niego korzystać bez rejestracji. Wtedy Twój plan, zaznaczone dni, język i motyw są przechowywane wyłącznie w pamięci przeglądarki lub urządzenia. Nie są do nas wysyłane i znikają, gdy wyczyścisz dane aplikacji lub się wylogujesz. Nie używamy plików cookie do reklam ani śledzenia.',
      ],
    },
    {
      heading: 'Co przechowujemy, gdy masz konto',
      blocks: [
        {
          items: [
            'Konto: imię, adres e-mail, hasło (przechowywane wyłącznie jako jednokierunkowy skrót, nigdy w czytelnej postaci), zdjęcie profilowe, jeśli je dodasz, język interfejsu oraz informację, czy adres e-mail został potwierdzony.',
            'Logowanie przez serwisy społecznościowe: jeśli logujesz się przez Google, Facebook lub Apple, otrzymujemy od tego serwisu Twoje imię, adres e-mail, zdjęcie profilowe i identyfikator konta, a samo logowanie weryfikujemy u dostawcy. Nigdy nie otrzymujemy Twojego hasła do tych serwisów i nigdy niczego w Twoim imieniu nie publikujemy.',
            'Plany i postępy: plan, który tworzysz (daty, zakres czytania, kolejność czytania, dni tygodnia), oraz dni oznaczone jako przeczytane, aby były takie same na wszystkich Twoich urządzeniach.',
            'Wyzwania (tylko gdy bierzesz w nich udział): wyzwania, które tworzysz lub w których uczestniczysz, ich nazwy i daty, adresy e-mail zaproszonych osób, Twoje punkty i miejsce w rankingu oraz pytania i odpowiedzi w każdym wyzwaniu.',
            'Przypomnienia (tylko jeśli je włączysz, także bez konta): wybraną godzinę, strefę czasową urządzenia i subskrypcję powiadomień push, którą Twoja przeglądarka lub telefon tworzy dla aplikacji (adres usługi push i klucze szyfrujące każde powiadomienie); po zalogowaniu także to, czy chcesz dostawać przypomnienie e-mailem. Używamy ich wyłącznie do wysyłania przypomnienia z czytaniem na dany dzień. Wyłączenie przypomnień kończy ich wysyłanie; subskrypcję, którą usługa push zgłosi jako wygasłą, usuwamy; zapis każdego wysłanego przypomnienia przechowujemy przez tydzień.',
            'Zakupy i darowizny (jeszcze niedostępne): gdy się pojawią, produkt, kwotę, walutę i rodzaj zakupu oraz identyfikatory klienta, subskrypcji lub zakupu nadane przez operatora płatności, abyśmy wiedzieli, czy masz dostęp premium. Nigdy nie widzimy ani nie przechowujemy pełnego numeru Twojej karty.',
            'Opinie i zgłoszenia błędów: treść wiadomości, podany przez Ciebie kontakt, język aplikacji oraz, jeśli jesteś zalogowany, Twoje imię i adres e-mail. Zgłoszenie błędu zawiera też nazwę i wersję przeglądarki oraz kopię danych aplikacji zapisanych w Twojej przeglądarce: plan i postępy, ustawienia, zmiany w planie czekające na zapisanie oraz imię i e-mail konta, nigdy hasło ani klucz logowania. Formularz pokazuje to wszystko przed wysłaniem, a nic nie zostaje wysłane, dopóki nie opiszesz problemu i nie wyrazisz zgody. Zgłoszenia są przechowywane na naszym serwerze i wysyłane e-mailem do naszego zespołu wyłącznie po to, by znaleźć i naprawić problemy.',
            'Dane techniczne: nasze serwery przez krótki czas zapisują żądania (adres, czas, rodzaj przeglądarki lub urządzenia), aby chronić usługę i badać awarie.',
          ],
        },
      ],
    },
    {
      heading: 'Jak z nich korzystamy',
      blocks: [
        {
          items: [
            'aby aplikacja działała: synchronizowała Twój plan, pokazywała rankingi i pytania Twoich wyzwań oraz wysyłała włączone przez Ciebie przypomnienia;',
            'aby wysyłać e-maile, bez których aplikacja nie działa: potwierdzenie konta, reset hasła i zaproszenia do wyzwań;',
            'aby przyznawać i sprawdzać dostęp premium oraz obsługiwać zakupy, subskrypcje i darowizny;',
            'aby odpowiadać na Twoje wiadomości i naprawiać błędy zgłaszane przez Ciebie i przez aplikację;',
            'aby chronić usługę i jej użytkowników przed nadużyciami.',
          ],
        },
        'Nie wyświetlamy reklam, nie tworzymy profili reklamowych i nie sprzedajemy, nie wynajmujemy ani nie wymieniamy danych osobowych.',
      ],
    },
    {
      heading: 'Kto jeszcze je widzi',
      blocks: [
        {
          items: [
            'Pozostali uczestnicy wyzwania widzą Twoje imię, zdjęcie, punkty, miejsce w rankingu oraz to, czy odpowiedziałeś na pytania. Lider widzi adresy e-mail zaproszonych osób.',
            'Płatności obsługują Stripe (karty w przeglądarce), Apple (App Store) i Google (Google Play) zgodnie z własnymi politykami prywatności. Otrzymują one dane płatnicze, które im podajesz; my otrzymujemy tylko wynik i wymienione wyżej identyfikatory.',
            'Logowanie przez Google, Facebook lub Apple obsługują te firmy zgodnie z własnymi politykami prywatności.',
            'Włączone przypomnienia są dostarczane przez usługę powiadomień push Twojej przeglądarki lub telefonu (na przykład Apple, Google lub Mozilla). Otrzymuje ona subskrypcję i powiadomienie zaszyfrowane dla Twojego urządzenia, więc nie może odczytać czytania na dany dzień, które ono zawiera. Przypomnienia e-mailowe wysyłamy przez dostawcę, który doręcza nasze e-maile.',
            'Dostawcy, którzy utrzymują nasze serwery i dostarczają nasze e-maile, przetwarzają dane wyłącznie na nasze polecenie i tylko w celu świadczenia tej usługi.',
            'Udostępniamy informacje organom państwowym tylko wtedy, gdy wymaga tego prawo.',
          ],
        },
      ],
    },
    {
      heading: 'Podstawy prawne',
      blocks: [
        'Tam, gdzie obowiązują przepisy o ochronie danych, takie jak RODO w Unii Europejskiej czy LGPD w Brazylii, przetwarzamy Twoje dane w celu świadczenia usługi, o którą prosisz (umowa), na podstawie Twojej zgody (przypomnienia i opcjonalna kopia dołączona do zgłoszenia; zgodę możesz w każdej chwili wycofać), w naszym prawnie uzasadnionym interesie, jakim jest bezpieczeństwo usługi, oraz w celu wypełnienia obowiązków prawnych (na przykład ewidencji płatności).',
      ],
    },
    {
      heading: 'Jak długo przechowujemy dane i jak je usunąć',
      blocks: [
        'Przechowujemy Twoje dane, dopóki istnieje Twoje konto. Możesz je w każdej chwili usunąć w aplikacji: otwórz Menu i wybierz usunięcie konta. Spowoduje to usunięcie konta, planów i zaznaczonych dni, przypomnień, wyzwań, którymi kierujesz, Twojego udziału w innych wyzwaniach oraz informacji o dostępie premium. Opinie i zgłoszenia błędów nie są przechowywane bez końca: najstarsze usuwamy automatycznie, gdy przychodzą nowe, a Twoje usuniemy wcześniej, jeśli o to poprosisz. Operatorzy płatności przechowują własną ewidencję transakcji, tak jak wymaga od nich prawo.',
        'Bez konta usunięcie aplikacji lub wyczyszczenie jej danych w przeglądarce usuwa wszystko, co zapisała na Twoim urządzeniu.',
      ],
    },
    {
      heading: 'Twoje prawa',
      blocks: [
        'Możesz poprosić o wgląd w swoje dane, ich sprostowanie, przeniesienie lub usunięcie, a także wycofać udzieloną zgodę. W menu możesz zmienić imię i zdjęcie oraz pobrać plan w formacie PDF. W innych sprawach napisz do nas, a odpowiemy w ciągu 15 dni. Możesz też złożyć skargę do organu ochrony danych (w Polsce do Prezesa Urzędu Ochrony Danych Osobowych).',
      ],
    },
    {
      heading: 'Bezpieczeństwo',
      blocks: [
        'Dane są przesyłane w postaci zaszyfrowanej (HTTPS), hasła przechowujemy wyłącznie jako jednokierunkowe skróty, a dostęp do naszych serwerów mają tylko osoby obsługujące usługę. Żaden system nie jest w pełni bezpieczny; jeśli naruszenie dotknie Twoich danych, powiadomimy Ciebie i właściwe organy zgodnie z prawem.',
      ],
    },
    {
      heading: 'Dzieci',
      blocks: [
        'Bible Journey nie jest przeznaczona dla dzieci poniżej 13 lat. Młodsze dzieci mogą z niej korzystać tylko za zgodą i z pomocą rodzica lub opiekuna. Jeśli uważasz, że dziecko przekazało nam dane osobowe bez takiej zgody, napisz do nas, a je usuniemy.',
      ],
    },
    {
      heading: 'Dane przechowywane w innych krajach',
      blocks: [
        'Nasze serwery i dostawcy mogą znajdować się poza Twoim krajem. Przy przekazywaniu danych stosujemy zabezpieczenia przewidziane przez prawo, takie jak standardowe klauzule umowne.',
      ],
    },
    {
      heading: 'Zmiany tej polityki',
      blocks: [
        'Gdy zmieniamy tę politykę, publikujemy tutaj nową wersję wraz z datą. Jeśli zmiana jest istotna, poinformujemy Cię o niej także w aplikacji lub e-mailem, zanim wejdzie w życie.',
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [`Pytania i wnioski dotyczące Twoich danych: ${CONTACT_EMAIL}.`],
    },
  ],
};
