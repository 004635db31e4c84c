// The calendar-feed area's public surface: a person's calendar feed link (make, copy, revoke).
export { CalendarFeedSection } from "./components/calendar-feed-section.tsx";
