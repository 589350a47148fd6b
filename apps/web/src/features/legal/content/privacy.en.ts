import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Bible Journey helps you read the Bible on a schedule: you build a reading plan, tick each day as read and, once group challenges open, read together with a group. This policy explains which information the app keeps, why, who else sees it and how you can remove it. It applies to the website, the installed web app and the apps in the App Store and Google Play.',
    'In short: we keep only what the app needs to work, we never sell your data, and deleting your account from the menu deletes everything we hold about you.',
  ],
  sections: [
    {
      heading: 'Using the app without an account',
      blocks: [
        'You can create and follow a plan without signing up. Your plan, your read marks, your language and your theme are then kept only in the storage of your browser or device. They are not sent to us, and they disappear if you clear the app’s data or sign out. We do not use cookies for advertising or tracking.',
      ],
    },
    {
      heading: 'What we keep when you have an account',
      blocks: [
        {
          items: [
            'Account: your name, e-mail address, password (stored only as a one-way hash, never in readable form), profile picture if you add one, your interface language and whether you have confirmed your e-mail address.',
            'Social sign-in: if you sign in with Google, Facebook or Apple, we receive from that provider your name, e-mail address, profile picture and the identifier of your account there, and we check the sign-in with the provider. We never receive your password for those services and we never post anything on your behalf.',
            'Plans and progress: the plan you build (dates, reading range, reading order, weekdays) and the days you mark as read, so that they are the same on all your devices.',
            'Challenges (only once you take part): the challenges you create or join, their names and dates, the e-mail addresses you invite, your points and place in the ranking, and the questions and answers of each challenge.',
            'Reminders (only if you turn them on, also without an account): the time you choose, your device’s time zone and the push subscription your browser or phone issues for the app (the address of its push service and the keys that encrypt each notification); signed in, also whether you want the reminder by e-mail. We use them only to send the reminder with that day’s reading. Turning reminders off ends them; a subscription the push service reports gone is deleted; the record of each reminder sent is kept for a week.',
            'Purchases and donations (not offered yet): once they are, the product, amount, currency and type of purchase, and the customer, subscription or purchase identifiers given by the payment provider, so we know whether you have premium access. We never see or store your full card number.',
            'Feedback and error reports: the message you write, the contact you choose to give, your interface language and, if you are signed in, your name and e-mail address. An error report also carries the name and version of your browser and a copy of the app’s data kept in your browser: your plan and its progress, your settings, plan changes still waiting to be saved, and your account’s name and e-mail, never your password or sign-in key. The report form shows all of this before anything is sent, and nothing is sent until you have written a description and agreed. Reports are kept on our server and e-mailed to our team, only to find and fix problems.',
            'Technical records: our servers record requests (address, time, type of browser or device) for a short time, to keep the service secure and to investigate failures.',
          ],
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        {
          items: [
            'to run the app: keep your plan in sync, show the rankings and questions of your challenges and send the reminders you turn on;',
            'to send the e-mails the app depends on: account confirmation, password reset and challenge invitations;',
            'to grant and check premium access and to handle purchases, subscriptions and donations;',
            'to answer your messages and fix the errors you and the app report;',
            'to protect the service and its users from abuse.',
          ],
        },
        'We do not show ads, we do not build advertising profiles and we do not sell, rent or trade personal data.',
      ],
    },
    {
      heading: 'Who else sees it',
      blocks: [
        {
          items: [
            'Other members of a challenge see your name, picture, points, position in the ranking and whether you answered its questions. The leader sees the e-mail addresses of the people invited.',
            'Payments are handled by Stripe (cards on the web), Apple (App Store) and Google (Google Play), under their own privacy policies. They receive the payment details you give them; we receive only the result and the identifiers named above.',
            'Sign-in with Google, Facebook or Apple is handled by those companies under their own privacy policies.',
            'Reminders you turn on are delivered through the push service of your browser or phone (for example Apple, Google or Mozilla). It receives the subscription and the notification encrypted for your device: it cannot read the day’s reading it carries. E-mail reminders go through the provider that delivers our e-mails.',
            'Service providers that host our servers and deliver our e-mails process data only on our instructions and only to provide that service.',
            'We disclose information to authorities only when the law requires it.',
          ],
        },
      ],
    },
    {
      heading: 'Legal bases',
      blocks: [
        'Where data protection laws such as Brazil’s LGPD or the European Union’s GDPR apply, we process your data to provide the service you asked for (the contract), with your consent (reminders and the optional backup attached to a report, which you can withdraw at any time), for our legitimate interest in keeping the service secure, and to meet legal obligations (for example records of payments).',
      ],
    },
    {
      heading: 'How long we keep it and how to delete it',
      blocks: [
        'We keep your data while your account exists. You can delete your account at any time in the app: open Menu and choose to remove your account. This deletes your account, your plans and read marks, your reminders, the challenges you lead and your participation in other challenges, and your premium record. Feedback and error reports are not kept for good: the oldest are deleted automatically as new ones arrive, and we delete yours sooner if you ask. Payment providers keep their own records of transactions as the law requires of them.',
        'Without an account, deleting the app or clearing its data in your browser removes everything it stored on your device.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You may ask to see, correct, export or delete your data, and withdraw a consent you gave. In the menu you can change your name and picture and download your plan as a PDF. For anything else, write to us and we will answer within 15 days. You may also complain to your data protection authority (in Brazil, the ANPD; in the European Union, the authority of your country).',
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'Data travels encrypted (HTTPS), passwords are stored only as one-way hashes, and access to our servers is limited to the people who run the service. No system is perfectly secure; if a breach affects your data, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'Bible Journey is not aimed at children under 13. Younger children may use it only with the consent and help of a parent or guardian. If you believe a child has given us personal data without that consent, write to us and we will delete it.',
      ],
    },
    {
      heading: 'Data stored in other countries',
      blocks: [
        'Our servers and providers may be located outside your country. When your data is transferred, we rely on the safeguards the law provides, such as standard contractual clauses.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy, we publish the new version here with its date. If the change is significant, we will also tell you in the app or by e-mail before it takes effect.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [`Questions or requests about your data: ${CONTACT_EMAIL}.`],
    },
  ],
};
