import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Niniejsze warunki stanowią umowę licencyjną między Tobą a Bible Journey („my”) dotyczącą aplikacji Bible Journey w przeglądarce, jako zainstalowanej aplikacji webowej oraz w App Store i Google Play („aplikacja”). Korzystając z aplikacji, akceptujesz te warunki. Jeśli się z nimi nie zgadzasz, nie korzystaj z aplikacji.',
  ],
  sections: [
    {
      heading: '1. Licencja',
      blocks: [
        'Udzielamy Ci osobistej, niewyłącznej, niezbywalnej i odwołalnej licencji na korzystanie z aplikacji na urządzeniach, które należą do Ciebie lub są pod Twoją kontrolą, do własnych celów niekomercyjnych, a w przypadku aplikacji pobranych ze sklepu — zgodnie z zasadami korzystania z tego sklepu (w tym z Chmury rodzinnej, jeśli jest dostępna). Aplikacja jest licencjonowana, a nie sprzedawana: zachowujemy wszystkie prawa do niej, które nie zostały Ci wyraźnie przyznane.',
        'Nie wolno Ci kopiować, modyfikować, wynajmować, dzierżawić, wypożyczać, sprzedawać, rozpowszechniać ani sublicencjonować aplikacji, ani jej dekompilować, poddawać inżynierii wstecznej czy próbować uzyskać jej kodu źródłowego, chyba że prawo wyraźnie na to zezwala.',
      ],
    },
    {
      heading: '2. Twoje konto',
      blocks: [
        'Niektóre funkcje (synchronizacja planu, przypomnienia na kilku urządzeniach, wyzwania) wymagają konta. Podawaj prawdziwe dane, nie udostępniaj nikomu hasła i daj nam znać, jeśli podejrzewasz, że ktoś inny korzysta z Twojego konta. Odpowiadasz za to, co dzieje się na Twoim koncie. Możesz je w każdej chwili usunąć z menu.',
      ],
    },
    {
      heading: '3. Dozwolone korzystanie',
      blocks: [
        'Korzystaj z aplikacji zgodnie z prawem i z życzliwością. W szczególności nie:',
        {
          items: [
            'zapraszaj do wyzwań osób, które się tego nie spodziewają, nie wysyłaj spamu i nie nękaj innych uczestników;',
            'twórz nazw wyzwań, pytań ani odpowiedzi, które są niezgodne z prawem, nienawistne, obsceniczne lub naruszają prawa innych;',
            'próbuj uzyskać dostępu do cudzych kont lub danych, przeciążać ani zakłócać działania usługi, ani automatycznie pobierać z niej danych;',
            'używaj aplikacji do łamania prawa lub tych warunków.',
          ],
        },
        'Możemy usuwać treści oraz zawieszać lub zamykać konta, które naruszają te zasady.',
      ],
    },
    {
      heading: '4. Twoje treści',
      blocks: [
        'To, co piszesz w aplikacji (nazwy wyzwań, pytania, odpowiedzi, opinie), pozostaje Twoje. Zezwalasz nam na ich przechowywanie i pokazywanie osobom, którym je udostępniasz, wyłącznie w celu działania aplikacji.',
      ],
    },
    {
      heading: '5. Teksty biblijne',
      blocks: [
        'Przekłady Biblii wyświetlane w aplikacji należą do ich wydawców lub są w domenie publicznej i są używane zgodnie z ich licencjami. Przy każdym rozdziale widnieje informacja o prawach autorskich danego przekładu. Nie kopiuj ich w zakresie szerszym, niż pozwala licencja.',
      ],
    },
    {
      heading: '6. Premium, subskrypcje i darowizny',
      blocks: [
        {
          items: [
            'Tworzenie wyzwań wymaga dostępu premium, kupowanego jako miesięczna subskrypcja lub jednorazowy zakup jednego wyzwania. Ceny są pokazywane przed zapłatą, wraz z podatkami naliczanymi przez sklep lub operatora płatności.',
            'Subskrypcje odnawiają się automatycznie co miesiąc, dopóki ich nie anulujesz. W przeglądarce możesz anulować subskrypcję w menu; subskrypcjami kupionymi w App Store lub Google Play zarządza się i anuluje je w ustawieniach konta w danym sklepie. Anulowanie wstrzymuje kolejne odnowienie.',
            'Gdy subskrypcja wygasa, wyzwania utworzone w jej ramach przestają być dostępne dla lidera i uczestników.',
            'Płatności obsługują Stripe, Apple lub Google na własnych warunkach. Zwroty odbywają się zgodnie z zasadami sklepu lub operatora, przez którego płacisz, oraz z prawem konsumenckim Twojego kraju.',
            'Darowizny to dobrowolne wsparcie aplikacji. Nie są zakupem żadnego produktu ani usługi i nie podlegają zwrotowi, chyba że wymaga tego prawo.',
          ],
        },
      ],
    },
    {
      heading: '7. Inne usługi',
      blocks: [
        'Aplikacja współpracuje z usługami innych firm (logowanie przez Google, Facebook lub Apple, płatności, powiadomienia push, dostawcy tekstów biblijnych). Do tych usług stosuje się ich własne warunki, a my nie odpowiadamy za ich treść ani dostępność.',
      ],
    },
    {
      heading: '8. App Store i Google Play',
      blocks: [
        'Jeśli pobrałeś aplikację z App Store lub Google Play, niniejsza umowa wiąże wyłącznie Ciebie i nas, a nie Apple czy Google, i to wyłącznie my odpowiadamy za aplikację i jej treść. Apple i Google nie mają obowiązku zapewniania konserwacji ani wsparcia dla aplikacji. Jeśli aplikacja nie spełnia gwarancji obowiązującej z mocy prawa, możesz powiadomić sklep, który może zwrócić zapłaconą za nią cenę; w zakresie dozwolonym przez prawo sklep nie ma żadnych innych zobowiązań gwarancyjnych. To my, a nie Apple czy Google, odpowiadamy za rozpatrzenie wszelkich roszczeń dotyczących aplikacji, w tym roszczeń z tytułu odpowiedzialności za produkt, niespełnienia wymogów prawnych lub regulacyjnych, ochrony konsumentów oraz naruszenia praw własności intelektualnej osób trzecich. Oświadczasz, że nie przebywasz w kraju objętym embargiem rządu Stanów Zjednoczonych i nie figurujesz na żadnej liście podmiotów zakazanych lub objętych ograniczeniami przez rząd Stanów Zjednoczonych. Apple i jego spółki zależne są osobami trzecimi uprawnionymi z tej umowy i po jej zaakceptowaniu przez Ciebie mogą dochodzić jej wykonania.',
      ],
    },
    {
      heading: '9. Brak gwarancji',
      blocks: [
        'Dbamy o to, aby aplikacja była użyteczna i dostępna, ale jest udostępniana „w stanie, w jakim jest” i „w miarę dostępności”. W zakresie dozwolonym przez prawo nie gwarantujemy, że będzie działać bez przerw i błędów ani że przypomnienia zawsze dotrą na czas. Nic w tych warunkach nie ogranicza praw przysługujących Ci jako konsumentowi, których nie można wyłączyć umową.',
      ],
    },
    {
      heading: '10. Ograniczenie odpowiedzialności',
      blocks: [
        'W zakresie dozwolonym przez prawo nie odpowiadamy za szkody pośrednie ani następcze ani za utratę danych wynikające z korzystania z aplikacji lub niemożności korzystania z niej, a nasza łączna odpowiedzialność wobec Ciebie jest ograniczona do kwoty zapłaconej nam w ciągu dwunastu miesięcy przed zgłoszeniem roszczenia. Nie ogranicza to odpowiedzialności za śmierć lub uszkodzenie ciała spowodowane naszym zaniedbaniem, za oszustwo ani żadnej innej odpowiedzialności, której prawo nie pozwala ograniczyć.',
      ],
    },
    {
      heading: '11. Zakończenie umowy',
      blocks: [
        'Możesz w każdej chwili przestać korzystać z aplikacji i usunąć konto. Możemy zawiesić lub zakończyć Twój dostęp, jeśli poważnie lub wielokrotnie naruszysz te warunki. Po zakończeniu umowy musisz przestać korzystać z aplikacji; postanowienia, które ze swojej natury powinny obowiązywać dalej (takie jak punkty 9 i 10), nadal obowiązują.',
      ],
    },
    {
      heading: '12. Zmiany',
      blocks: [
        'Możemy aktualizować te warunki wraz ze zmianami w aplikacji. Nową wersję publikujemy tutaj wraz z datą, a o istotnych zmianach informujemy w aplikacji lub e-mailem, zanim wejdą w życie. Jeśli nadal korzystasz z aplikacji po tym terminie, obowiązują nowe warunki.',
      ],
    },
    {
      heading: '13. Kontakt',
      blocks: [`Pytania, skargi i roszczenia dotyczące aplikacji: ${CONTACT_EMAIL}.`],
    },
  ],
};
