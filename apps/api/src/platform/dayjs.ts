// dayjs, the project's one date library, with the plugins the API uses registered once: utc, for the
// calendar feed's wall-clock times. Import dayjs from here, not from "dayjs".
//
// Not the timezone plugin: its tz() reads a zone's wall clock back through the server's own zone, an hour
// out where that zone skips an hour (Tokyo's 02:30 on the night Sydney springs forward, for a server in
// Sydney). And ical-generator would call tz() on the feed's wall-clock dayjs values, so it stays out.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);

export { dayjs };
