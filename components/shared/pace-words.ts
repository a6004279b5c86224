/**
 * The words of a table played over days (1, 3 or 7 days per move): its pace, and a wait measured
 * in days and hours rather than the minutes and seconds of a live table's countdown.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "1 day", "3 days". */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "3 days per move", "1 day per move". */
export function daysPerMoveText(days: number): string {
  return `${dayCount(days)} per move`;
}

/**
 * A long span in days and hours: "2 days 3 h", "1 day", "5 h 12 min", "12 min", "under a minute".
 * `round`: 'up' for time left (it reads 0 only at its end), 'down' for time already spent.
 */
export function spanText(ms: number, round: 'up' | 'down'): string {
  const whole = (n: number, unit: number) => (round === 'up' ? Math.ceil(n / unit) : Math.floor(n / unit));
  const left = Math.max(0, ms);
  if (left >= DAY) {
    // to the hour: a day and 23 h 59 min left reads "2 days" when rounding up
    const hours = whole(left, HOUR);
    const d = Math.floor(hours / 24);
    const h = hours % 24;
    return h ? `${dayCount(d)} ${h} h` : dayCount(d);
  }
  const minutes = whole(left, 60_000);
  if (minutes >= 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h >= 24) return dayCount(1);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  return minutes ? `${minutes} min` : 'under a minute';
}
