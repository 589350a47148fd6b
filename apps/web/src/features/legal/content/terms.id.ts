import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Ketentuan ini adalah perjanjian lisensi antara Anda dan Bible Journey (“kami”) untuk aplikasi Bible Journey di web, sebagai aplikasi web yang dipasang, serta di App Store dan Google Play (“aplikasi”). Dengan menggunakan aplikasi, Anda menerima ketentuan ini. Jika Anda tidak setuju, mohon jangan gunakan aplikasi.',
  ],
  sections: [
    {
      heading: '1. Lisensi',
      blocks: [
        'Kami memberi Anda lisensi pribadi, noneksklusif, tidak dapat dialihkan, dan dapat dicabut untuk menggunakan aplikasi di perangkat milik Anda atau yang Anda kendalikan, untuk keperluan pribadi dan nonkomersial, dan untuk aplikasi yang diperoleh dari toko aplikasi, sesuai aturan penggunaan toko tersebut (termasuk Berbagi Keluarga jika tersedia). Aplikasi ini dilisensikan, bukan dijual: kami tetap memegang semua hak atas aplikasi yang tidak secara tegas diberikan kepada Anda.',
        'Anda tidak boleh menyalin, mengubah, menyewakan, meminjamkan, menjual, mendistribusikan ulang, atau mensublisensikan aplikasi, maupun mendekompilasi, merekayasa balik, atau mencoba mengambil kode sumbernya, kecuali jika secara tegas diizinkan oleh hukum.',
      ],
    },
    {
      heading: '2. Akun Anda',
      blocks: [
        'Beberapa fitur (sinkronisasi rencana, pengingat di beberapa perangkat, tantangan) memerlukan akun. Berikan informasi yang benar, jaga kerahasiaan kata sandi Anda, dan beri tahu kami jika Anda menduga orang lain menggunakan akun Anda. Anda bertanggung jawab atas apa yang dilakukan dengan akun itu. Anda dapat menghapus akun kapan saja dari menu.',
      ],
    },
    {
      heading: '3. Penggunaan yang wajar',
      blocks: [
        'Gunakan aplikasi secara sah dan dengan santun. Secara khusus, jangan:',
        {
          items: [
            'mengundang orang ke tantangan tanpa sepengetahuan mereka, mengirim spam, atau melecehkan peserta lain;',
            'menulis nama tantangan, pertanyaan, atau jawaban yang melanggar hukum, berisi kebencian, cabul, atau melanggar hak orang lain;',
            'mencoba mengakses akun atau data yang bukan milik Anda, membebani atau mengganggu layanan, atau mengambil data darinya secara otomatis;',
            'menggunakan aplikasi untuk melanggar hukum atau ketentuan ini.',
          ],
        },
        'Kami dapat menghapus konten serta menangguhkan atau menutup akun yang melanggar aturan ini.',
      ],
    },
    {
      heading: '4. Konten Anda',
      blocks: [
        'Apa yang Anda tulis di aplikasi (nama tantangan, pertanyaan, jawaban, masukan) tetap milik Anda. Anda mengizinkan kami menyimpannya dan menampilkannya kepada orang-orang yang Anda ajak berbagi, hanya untuk menjalankan aplikasi.',
      ],
    },
    {
      heading: '5. Teks Alkitab',
      blocks: [
        'Versi Alkitab yang ditampilkan di aplikasi adalah milik penerbitnya atau merupakan domain publik, dan digunakan sesuai lisensinya. Setiap pasal menampilkan pemberitahuan hak cipta versinya. Jangan menyalinnya melebihi yang diizinkan lisensinya.',
      ],
    },
    {
      heading: '6. Premium, langganan, dan donasi',
      blocks: [
        {
          items: [
            'Membuat tantangan memerlukan akses premium, yang dibeli sebagai langganan bulanan atau pembelian satu kali untuk satu tantangan. Harga ditampilkan sebelum Anda membayar, termasuk pajak yang dikenakan oleh toko aplikasi atau penyedia pembayaran.',
            'Langganan diperpanjang otomatis setiap bulan sampai dibatalkan. Di web, Anda dapat membatalkannya dari menu; langganan yang dibeli di App Store atau Google Play dikelola dan dibatalkan di pengaturan akun toko tersebut. Pembatalan menghentikan perpanjangan berikutnya.',
            'Saat langganan berakhir, tantangan yang dibuat dengannya tidak lagi tersedia bagi pemimpin dan pesertanya.',
            'Pembayaran diproses oleh Stripe, Apple, atau Google sesuai ketentuan masing-masing. Pengembalian dana mengikuti kebijakan toko atau penyedia tempat Anda membayar dan hukum perlindungan konsumen di negara Anda.',
            'Donasi adalah pemberian sukarela untuk mendukung aplikasi. Donasi tidak membeli produk atau layanan apa pun dan tidak dapat dikembalikan, kecuali jika diwajibkan oleh hukum.',
          ],
        },
      ],
    },
    {
      heading: '7. Layanan lain',
      blocks: [
        'Aplikasi ini bekerja dengan layanan perusahaan lain (masuk dengan Google, Facebook, atau Apple, pembayaran, notifikasi push, penyedia teks Alkitab). Ketentuan mereka sendiri berlaku untuk layanan tersebut, dan kami tidak bertanggung jawab atas konten atau ketersediaannya.',
      ],
    },
    {
      heading: '8. App Store dan Google Play',
      blocks: [
        'Jika Anda memperoleh aplikasi dari App Store atau Google Play, perjanjian ini hanya antara Anda dan kami, bukan dengan Apple atau Google, dan hanya kami yang bertanggung jawab atas aplikasi dan kontennya. Apple dan Google tidak berkewajiban menyediakan pemeliharaan atau dukungan untuk aplikasi. Jika aplikasi tidak memenuhi jaminan yang berlaku menurut hukum, Anda dapat memberi tahu toko tersebut, yang dapat mengembalikan harga yang Anda bayar; sejauh diizinkan oleh hukum, toko tidak memiliki kewajiban jaminan lainnya. Kami, bukan Apple atau Google, yang bertanggung jawab menangani setiap klaim tentang aplikasi, termasuk klaim tanggung jawab produk, klaim bahwa aplikasi tidak memenuhi persyaratan hukum atau peraturan, klaim perlindungan konsumen, dan klaim bahwa aplikasi melanggar hak kekayaan intelektual pihak lain. Anda menyatakan bahwa Anda tidak berada di negara yang dikenai embargo oleh Pemerintah Amerika Serikat dan tidak tercantum dalam daftar pihak yang dilarang atau dibatasi oleh Pemerintah Amerika Serikat. Apple dan anak perusahaannya adalah pihak ketiga penerima manfaat dari perjanjian ini dan, setelah Anda menerimanya, dapat menegakkannya terhadap Anda.',
      ],
    },
    {
      heading: '9. Tanpa jaminan',
      blocks: [
        'Kami berupaya agar aplikasi tetap bermanfaat dan tersedia, tetapi aplikasi disediakan “sebagaimana adanya” dan “sebagaimana tersedia”. Sejauh diizinkan oleh hukum, kami tidak menjamin bahwa aplikasi akan berjalan tanpa gangguan atau tanpa kesalahan, atau bahwa pengingat akan selalu tiba tepat waktu. Tidak ada dalam ketentuan ini yang membatasi hak Anda sebagai konsumen yang tidak dapat dikesampingkan melalui perjanjian.',
      ],
    },
    {
      heading: '10. Batasan tanggung jawab',
      blocks: [
        'Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau konsekuensial, atau atas hilangnya data, yang timbul dari penggunaan aplikasi atau ketidakmampuan menggunakannya, dan total tanggung jawab kami kepada Anda terbatas pada jumlah yang Anda bayarkan kepada kami dalam dua belas bulan sebelum klaim. Hal ini tidak membatasi tanggung jawab atas kematian atau cedera yang disebabkan oleh kelalaian kami, atas penipuan, atau tanggung jawab lain yang tidak dapat dibatasi menurut hukum.',
      ],
    },
    {
      heading: '11. Berakhirnya perjanjian',
      blocks: [
        'Anda dapat berhenti menggunakan aplikasi dan menghapus akun kapan saja. Kami dapat menangguhkan atau menghentikan akses Anda jika Anda melanggar ketentuan ini secara serius atau berulang kali. Saat perjanjian berakhir, Anda harus berhenti menggunakan aplikasi; bagian-bagian yang menurut sifatnya harus tetap berlaku (seperti bagian 9 dan 10) tetap berlaku.',
      ],
    },
    {
      heading: '12. Perubahan',
      blocks: [
        'Kami dapat memperbarui ketentuan ini seiring perubahan aplikasi. Kami menerbitkan versi barunya di sini beserta tanggalnya dan, untuk perubahan penting, memberi tahu Anda di aplikasi atau melalui e-mail sebelum berlaku. Jika Anda tetap menggunakan aplikasi setelah itu, ketentuan baru yang berlaku.',
      ],
    },
    {
      heading: '13. Kontak',
      blocks: [`Pertanyaan, keluhan, atau klaim tentang aplikasi: ${CONTACT_EMAIL}.`],
    },
  ],
};
