import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Bible Journey membantu Anda membaca Alkitab sesuai jadwal: Anda menyusun rencana bacaan, menandai setiap hari yang sudah dibaca, dan, setelah tantangan kelompok tersedia, membaca bersama sebuah kelompok. Kebijakan ini menjelaskan informasi apa yang disimpan aplikasi, untuk apa, siapa lagi yang melihatnya, dan bagaimana Anda dapat menghapusnya. Kebijakan ini berlaku untuk situs web, aplikasi web yang dipasang, serta aplikasi di App Store dan Google Play.',
    'Singkatnya: kami hanya menyimpan apa yang dibutuhkan aplikasi agar berfungsi, kami tidak pernah menjual data Anda, dan menghapus akun dari menu akan menghapus semua data kami tentang Anda.',
  ],
  sections: [
    {
      heading: 'Menggunakan aplikasi tanpa akun',
      blocks: [
        'Anda dapat membuat dan mengikuti rencana tanpa mendaftar. Dalam hal ini, rencana, tanda sudah dibaca, bahasa, dan tema Anda hanya disimpan di penyimpanan browser atau perangkat Anda. Data itu tidak dikirim kepada kami dan akan hilang jika Anda menghapus data aplikasi atau keluar dari akun. Kami tidak menggunakan cookie untuk iklan atau pelacakan.',
      ],
    },
    {
      heading: 'Yang kami simpan jika Anda memiliki akun',
      blocks: [
        {
          items: [
            'Akun: nama, alamat e-mail, kata sandi (hanya disimpan sebagai hash satu arah, tidak pernah dalam bentuk yang dapat dibaca), foto profil jika Anda menambahkannya, bahasa antarmuka, dan apakah Anda sudah mengonfirmasi alamat e-mail.',
            'Masuk dengan akun sosial: jika Anda masuk dengan Google, Facebook, atau Apple, kami menerima dari layanan tersebut nama, alamat e-mail, foto profil, dan pengenal akun Anda di sana, lalu kami memeriksa proses masuk itu dengan layanan tersebut. Kami tidak pernah menerima kata sandi Anda untuk layanan itu dan tidak pernah memposting apa pun atas nama Anda.',
            'Rencana dan kemajuan: rencana yang Anda susun (tanggal, rentang bacaan, urutan bacaan, hari dalam seminggu) dan hari-hari yang Anda tandai sudah dibaca, agar sama di semua perangkat Anda.',
            'Tantangan (hanya setelah Anda ikut): tantangan yang Anda buat atau ikuti, nama dan tanggalnya, alamat e-mail yang Anda undang, poin dan posisi Anda di peringkat, serta pertanyaan dan jawaban setiap tantangan.',
            'Pengingat (hanya jika Anda menyalakannya, juga tanpa akun): jam yang Anda pilih, zona waktu perangkat Anda, dan langganan push yang dibuat browser atau ponsel Anda untuk aplikasi ini (alamat layanan push-nya dan kunci yang mengenkripsi setiap notifikasi); jika Anda masuk ke akun, juga apakah Anda ingin pengingat lewat email. Data ini hanya kami pakai untuk mengirim pengingat berisi bacaan hari itu. Mematikan pengingat menghentikannya; langganan yang dinyatakan tidak berlaku lagi oleh layanan push akan dihapus; catatan setiap pengingat yang terkirim disimpan selama seminggu.',
            'Pembelian dan donasi (belum tersedia): setelah tersedia, produk, jumlah, mata uang, dan jenis pembelian, serta pengenal pelanggan, langganan, atau pembelian dari penyedia pembayaran, agar kami tahu apakah Anda memiliki akses premium. Kami tidak pernah melihat atau menyimpan nomor kartu Anda secara lengkap.',
            'Masukan dan laporan kesalahan: pesan yang Anda tulis, kontak yang Anda pilih untuk diberikan, bahasa antarmuka Anda, dan, jika Anda sudah masuk, nama serta alamat e-mail Anda. Laporan kesalahan juga membawa nama dan versi browser Anda serta salinan data aplikasi yang tersimpan di browser Anda: rencana dan kemajuannya, pengaturan Anda, perubahan rencana yang belum tersimpan, serta nama dan e-mail akun Anda, tidak pernah kata sandi atau kunci masuk Anda. Formulir laporan menampilkan semua ini sebelum apa pun dikirim, dan tidak ada yang terkirim sebelum Anda menulis keterangan dan menyetujuinya. Laporan disimpan di server kami dan dikirim ke tim kami lewat e-mail, hanya untuk menemukan dan memperbaiki masalah.',
            'Catatan teknis: server kami mencatat permintaan (alamat, waktu, jenis browser atau perangkat) untuk waktu singkat, demi menjaga keamanan layanan dan menyelidiki gangguan.',
          ],
        },
      ],
    },
    {
      heading: 'Cara kami menggunakannya',
      blocks: [
        {
          items: [
            'untuk menjalankan aplikasi: menyinkronkan rencana Anda, menampilkan peringkat dan pertanyaan tantangan Anda, serta mengirim pengingat yang Anda nyalakan;',
            'untuk mengirim e-mail yang dibutuhkan aplikasi: konfirmasi akun, pengaturan ulang kata sandi, dan undangan tantangan;',
            'untuk memberikan dan memeriksa akses premium serta memproses pembelian, langganan, dan donasi;',
            'untuk menjawab pesan Anda dan memperbaiki kesalahan yang dilaporkan oleh Anda maupun oleh aplikasi;',
            'untuk melindungi layanan dan penggunanya dari penyalahgunaan.',
          ],
        },
        'Kami tidak menampilkan iklan, tidak membuat profil iklan, dan tidak menjual, menyewakan, atau menukar data pribadi.',
      ],
    },
    {
      heading: 'Siapa lagi yang melihatnya',
      blocks: [
        {
          items: [
            'Anggota lain dalam sebuah tantangan melihat nama, foto, poin, posisi Anda di peringkat, dan apakah Anda sudah menjawab pertanyaannya. Pemimpin tantangan melihat alamat e-mail orang yang diundang.',
            'Pembayaran diproses oleh Stripe (kartu di web), Apple (App Store), dan Google (Google Play), sesuai kebijakan privasi masing-masing. Mereka menerima data pembayaran yang Anda berikan; kami hanya menerima hasilnya dan pengenal yang disebutkan di atas.',
            'Masuk dengan Google, Facebook, atau Apple ditangani oleh perusahaan tersebut sesuai kebijakan privasi mereka.',
            'Pengingat yang Anda nyalakan dikirim melalui layanan push browser atau ponsel Anda (misalnya Apple, Google, atau Mozilla). Layanan itu menerima langganan dan notifikasi yang dienkripsi untuk perangkat Anda, sehingga tidak bisa membaca bacaan hari itu yang dibawanya. Pengingat lewat email dikirim melalui penyedia yang mengantarkan email kami.',
            'Penyedia layanan yang menjadi tempat server kami dan yang mengirim e-mail kami hanya memproses data sesuai instruksi kami dan hanya untuk menyediakan layanan itu.',
            'Kami mengungkapkan informasi kepada pihak berwenang hanya jika diwajibkan oleh hukum.',
          ],
        },
      ],
    },
    {
      heading: 'Dasar hukum',
      blocks: [
        'Jika berlaku undang-undang pelindungan data seperti UU PDP di Indonesia, LGPD di Brasil, atau GDPR di Uni Eropa, kami memproses data Anda untuk menyediakan layanan yang Anda minta (perjanjian), dengan persetujuan Anda (pengingat dan salinan opsional yang dilampirkan pada laporan, yang dapat Anda tarik kapan saja), demi kepentingan sah kami untuk menjaga keamanan layanan, dan untuk memenuhi kewajiban hukum (misalnya catatan pembayaran).',
      ],
    },
    {
      heading: 'Berapa lama kami menyimpannya dan cara menghapusnya',
      blocks: [
        'Kami menyimpan data Anda selama akun Anda ada. Anda dapat menghapus akun kapan saja di aplikasi: buka Menu dan pilih untuk menghapus akun Anda. Tindakan ini menghapus akun, rencana beserta tanda sudah dibaca, pengingat, tantangan yang Anda pimpin, keikutsertaan Anda dalam tantangan lain, dan catatan premium Anda. Masukan dan laporan kesalahan tidak disimpan selamanya: yang terlama dihapus otomatis seiring datangnya yang baru, dan milik Anda kami hapus lebih awal jika Anda memintanya. Penyedia pembayaran menyimpan catatan transaksi mereka sendiri sebagaimana diwajibkan oleh hukum.',
        'Tanpa akun, menghapus aplikasi atau membersihkan datanya di browser akan menghapus semua yang disimpan di perangkat Anda.',
      ],
    },
    {
      heading: 'Hak Anda',
      blocks: [
        'Anda dapat meminta untuk melihat, memperbaiki, mengekspor, atau menghapus data Anda, dan menarik persetujuan yang pernah Anda berikan. Di menu, Anda dapat mengubah nama dan foto serta mengunduh rencana Anda sebagai PDF. Untuk permintaan lain, tulislah kepada kami dan kami akan menjawab dalam 15 hari. Anda juga dapat mengajukan keluhan kepada otoritas pelindungan data di negara Anda.',
      ],
    },
    {
      heading: 'Keamanan',
      blocks: [
        'Data dikirim secara terenkripsi (HTTPS), kata sandi hanya disimpan sebagai hash satu arah, dan akses ke server kami dibatasi bagi orang yang mengelola layanan. Tidak ada sistem yang sepenuhnya aman; jika terjadi kebocoran yang memengaruhi data Anda, kami akan memberi tahu Anda dan pihak berwenang sebagaimana diwajibkan oleh hukum.',
      ],
    },
    {
      heading: 'Anak-anak',
      blocks: [
        'Bible Journey tidak ditujukan bagi anak di bawah 13 tahun. Anak yang lebih muda hanya boleh menggunakannya dengan persetujuan dan bantuan orang tua atau wali. Jika Anda yakin seorang anak telah memberikan data pribadi kepada kami tanpa persetujuan itu, tulislah kepada kami dan kami akan menghapusnya.',
      ],
    },
    {
      heading: 'Data yang disimpan di negara lain',
      blocks: [
        'Server dan penyedia layanan kami dapat berada di luar negara Anda. Saat data Anda dipindahkan, kami mengandalkan perlindungan yang disediakan oleh hukum, seperti klausul kontrak standar.',
      ],
    },
    {
      heading: 'Perubahan kebijakan ini',
      blocks: [
        'Jika kami mengubah kebijakan ini, kami menerbitkan versi barunya di sini beserta tanggalnya. Jika perubahannya penting, kami juga akan memberi tahu Anda di aplikasi atau melalui e-mail sebelum berlaku.',
      ],
    },
    {
      heading: 'Kontak',
      blocks: [`Pertanyaan atau permintaan tentang data Anda: ${CONTACT_EMAIL}.`],
    },
  ],
};
