// Speed of the domain core on the sizes people use: a whole Bible over a year, in each order and
// balance, and replanning that year half-way. Run with `npm run bench` (figures go to RESULTS.md).
import {
  type Balance,
  buildReadingCalendar,
  defaultReadingRange,
  READING_ORDERS,
  type ReadingOrder,
  replan,
} from '@bible-journey/core';
import { Bench } from 'tinybench';

function wholeBibleYear(readingOrder: ReadingOrder, balance: Balance) {
  const { start, end } = defaultReadingRange(readingOrder);
  return buildReadingCalendar({
    planType: 0,
    readingOrder,
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    startReading: start,
    endReading: end,
    balance,
  });
}

const bench = new Bench({ time: 500, warmupTime: 100 });
for (const order of READING_ORDERS) {
  for (const balance of ['chapters', 'words'] as const) {
    bench.add(`build ${order}, 365 days, balance ${balance}`, () => {
      wholeBibleYear(order, balance);
    });
  }
}
const halfRead = wholeBibleYear('traditional', 'chapters').map((day) => ({ ...day, read: day._id < 150 }));
bench.add('replan a 365-day plan (150 read) from 2027-07-01, words', () => {
  replan(halfRead, { today: '2027-07-01', blockedWeekDays: [0], balance: 'words' });
});

await bench.run();
console.table(bench.table());
