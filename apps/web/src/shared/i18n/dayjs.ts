// dayjs, the app's one date library (Mantine's calendar needs it), with the plugins the app's own date code
// uses registered once: strict parsing of typed and plain days (customParseFormat). Zones are the domain's
// (wallClockOf), not dayjs's timezone plugin. Import dayjs from here wherever a plugin is needed.
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(customParseFormat);

export { dayjs };
