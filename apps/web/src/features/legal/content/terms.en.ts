import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'These terms are the licence agreement between you and Bible Journey (“we”) for the Bible Journey app on the web, as an installed web app and in the App Store and Google Play (the “app”). By using the app you accept them. If you do not agree, please do not use the app.',
  ],
  sections: [
    {
      heading: '1. Licence',
      blocks: [
        'We give you a personal, non-exclusive, non-transferable and revocable licence to use the app on devices that you own or control, for your own non-commercial purposes and, for apps obtained from a store, as that store’s usage rules allow (including Family Sharing where offered). The app is licensed, not sold: we keep all rights in it that are not expressly given to you.',
        'You may not copy, modify, rent, lease, lend, sell, redistribute or sublicense the app, nor decompile, reverse-engineer or try to extract its source code, except where the law expressly allows it.',
      ],
    },
    {
      heading: '2. Your account',
      blocks: [
        'Some features (syncing your plan, reminders on several devices, challenges) need an account. Give accurate information, keep your password to yourself and tell us if you think someone else is using your account. You are responsible for what is done with it. You can delete your account at any time from the menu.',
      ],
    },
    {
      heading: '3. Acceptable use',
      blocks: [
        'Use the app lawfully and kindly. In particular, do not:',
        {
          items: [
            'invite people to challenges who did not expect it, send spam or harass other participants;',
            'write challenge names, questions or answers that are unlawful, hateful, obscene or that infringe the rights of others;',
            'try to access accounts or data that are not yours, overload or disrupt the service, or collect data from it automatically;',
            'use the app to break the law or these terms.',
          ],
        },
        'We may remove content and suspend or close accounts that break these rules.',
      ],
    },
    {
      heading: '4. Your content',
      blocks: [
        'What you write in the app (challenge names, questions, answers, feedback) stays yours. You allow us to store it and to show it to the people you share it with, only to run the app.',
      ],
    },
    {
      heading: '5. Bible texts',
      blocks: [
        'The Bible versions shown in the app belong to their publishers or are in the public domain, and are used under their licences. Each chapter shows the copyright notice of its version. Do not copy them beyond what their licence allows.',
      ],
    },
    {
      heading: '6. Premium, subscriptions and donations',
      blocks: [
        {
          items: [
            'Creating challenges requires premium access, bought as a monthly subscription or as a one-time purchase of one challenge. Prices are shown before you pay, with any taxes the store or payment provider applies.',
            'Subscriptions renew automatically each month until cancelled. On the web you can cancel in the menu; subscriptions bought in the App Store or Google Play are managed and cancelled in that store’s account settings. Cancelling stops the next renewal.',
            'When a subscription ends, the challenges created with it are no longer available to their leader and participants.',
            'Payments are processed by Stripe, Apple or Google under their own terms. Refunds follow the policy of the store or provider you paid through and the consumer law of your country.',
            'Donations are voluntary gifts to support the app. They do not buy any product or service and are not refundable, except where the law requires it.',
          ],
        },
      ],
    },
    {
      heading: '7. Other services',
      blocks: [
        'The app works with services of other companies (sign-in with Google, Facebook or Apple, payments, push notifications, Bible text providers). Their own terms apply to them, and we are not responsible for their content or availability.',
      ],
    },
    {
      heading: '8. App Store and Google Play',
      blocks: [
        'If you got the app from the App Store or Google Play, this agreement is between you and us only, not with Apple or Google, and we alone are responsible for the app and its content. Apple and Google have no obligation to provide maintenance or support for the app. If the app fails to conform to a warranty that applies by law, you may notify the store, which may refund the price you paid for it; to the extent the law allows, the store has no other warranty obligation. We, not Apple or Google, are responsible for addressing any claim about the app, including product liability claims, claims that it fails to meet legal or regulatory requirements, consumer protection claims and claims that it infringes the intellectual property rights of others. You confirm that you are not located in a country subject to a United States Government embargo and are not on any United States Government list of prohibited or restricted parties. Apple and its subsidiaries are third-party beneficiaries of this agreement and, once you accept it, may enforce it against you.',
      ],
    },
    {
      heading: '9. No warranty',
      blocks: [
        'We work to keep the app useful and available, but it is provided “as is” and “as available”. To the extent the law allows, we give no warranty that it will be uninterrupted, error-free or that reminders will always arrive on time. Nothing in these terms limits rights you have as a consumer that cannot be excluded by agreement.',
      ],
    },
    {
      heading: '10. Limitation of liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect or consequential losses, or for loss of data, arising from the use of the app or the inability to use it, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. This does not limit liability for death or personal injury caused by our negligence, for fraud, or any other liability that cannot be limited by law.',
      ],
    },
    {
      heading: '11. Ending this agreement',
      blocks: [
        'You may stop using the app and delete your account at any time. We may suspend or end your access if you seriously or repeatedly break these terms. When the agreement ends, you must stop using the app; the sections that by their nature should survive (such as 9 and 10) continue to apply.',
      ],
    },
    {
      heading: '12. Changes',
      blocks: [
        'We may update these terms as the app changes. We publish the new version here with its date and, for significant changes, tell you in the app or by e-mail before they take effect. If you keep using the app after that, the new terms apply.',
      ],
    },
    {
      heading: '13. Contact',
      blocks: [`Questions, complaints or claims about the app: ${CONTACT_EMAIL}.`],
    },
  ],
};
