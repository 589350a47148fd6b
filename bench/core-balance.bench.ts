// Speed and result of balancing by words or verses (packages/core/src/calendar/split.ts): the plan
// form rebuilds its preview on every change, in the browser, so a year of the whole Bible must stay
// well under 50 ms. Prints the timing table, then each case's longest and shortest day.
// Run with `npm run bench:balance -w @bible-journey/bench` after `npx tsc -b` (it uses core's dist/).
import {
  type Balance,
  buildReadingCalendar,
  type CalendarDay,
  chapterVerses,
  chapterWords,
  defaultReadingRange,
  type ReadingOrder,
} from '@bible-journey/core';
import { Bench } from 'tinybench';
// Not on core's public entry: the cut alone, without building the days around it.
import { splitByWeight } from '../packages/core/dist/calendar/split.js';

interface Case {
  name: string;
  readingOrder: ReadingOrder;
  balance: Exclude<Balance, 'chapters'>;
  days: number;
}

const CASES: Case[] = [
  { name: 'whole Bible, 365 days, words', readingOrder: 'traditional', balance: 'words', days: 365 },
  { name: 'whole Bible, 365 days, verses', readingOrder: 'traditional', balance: 'verses', days: 365 },
  { name: 'whole Bible chronological, 365 days, words', readingOrder: 'chronological', balance: 'words', days: 365 },
  { name: 'whole Bible, 30 days, words', readingOrder: 'traditional', balance: 'words', days: 30 },
  { name: 'whole Bible, 1000 days, words', readingOrder: 'traditional', balance: 'words', days: 1000 },
  { name: 'whole Bible, 1189 days, words', readingOrder: 'traditional', balance: 'words', days: 1189 },
];

function build({ readingOrder, balance, days }: Case): CalendarDay[] {
  const { start, end } = defaultReadingRange(readingOrder);
  return buildReadingCalendar({
    planType: 2,
    quantityOfDays: days,
    readingOrder,
    startDate: '2027-01-01',
    startReading: start,
    endReading: end,
    balance,
  });
}

const bench = new Bench({ time: 1000, warmupTime: 200 });
for (const benchCase of CASES) bench.add(`build: ${benchCase.name}`, () => build(benchCase));
const wholeBible = build({ name: '', readingOrder: 'traditional', balance: 'words', days: 1189 }).map(
  (day) => day.readingStart,
);
const wholeBibleWords = wholeBible.map(chapterWords);
for (const days of [30, 365, 1000]) {
  bench.add(`split only: 1189 chapters, ${days} days, words`, () => splitByWeight(wholeBible, wholeBibleWords, days));
}
await bench.run();
console.table(bench.table());

const weightOf = { words: chapterWords, verses: chapterVerses };
console.table(
  CASES.map((benchCase) => {
    const sizes = build(benchCase).map((day) =>
      day.readingDetails.reduce((sum, ref) => sum + weightOf[benchCase.balance](ref), 0),
    );
    return { case: benchCase.name, longest: Math.max(...sizes), shortest: Math.min(...sizes) };
  }),
);
