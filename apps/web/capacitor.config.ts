import type { CapacitorConfig } from '@capacitor/cli';

// The native shells (Android, iOS) wrap the built web app (dist/). Their daily reminder is a local
// notification scheduled on the device (src/lib/reminders/native-reminder.ts), not Web Push.
// Purchases go through the stores with cordova-plugin-purchase (a dependency, which `cap sync`
// adds to both shells; src/features/challenges/components/checkout/native-purchase.ts).
const config: CapacitorConfig = {
  appId: 'app.biblejourney',
  appName: 'Bible Journey',
  webDir: 'dist',
  plugins: {
    LocalNotifications: {
      smallIcon: 'ic_stat_bible_journey',
      // The app's accent, as in src/app/theme.css.
      iconColor: '#2f5d8a',
    },
  },
};

export default config;
