import { useEffect, useState } from "react";

/** The time now, again every `everyMs`: what is past and the subtitle's "in 5 minutes" move on by themselves. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
