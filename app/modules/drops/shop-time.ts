// Wall-clock times in the shop's time zone (SHOP_TIME_ZONE) to and from UTC instants.

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetMs(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** '2026-12-01T18:00' (or with seconds) in `timeZone` → the UTC instant; null when not a real time. */
export function shopLocalToUtc(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  // A datetime-local input sends whole minutes without seconds ('…T18:00'): the missing group is 0.
  const [y, mo, d, h, mi, s] = match.slice(1).map((group) => Number(group ?? 0)) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59) return null;
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** A UTC instant as 'YYYY-MM-DDTHH:MM:SS' on the shop's wall clock (a datetime-local value). */
export function utcToShopLocal(date: Date, timeZone: string) {
  const shifted = new Date(date.getTime() + offsetMs(date.getTime(), timeZone));
  return shifted.toISOString().slice(0, 19);
}
