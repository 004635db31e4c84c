// Holds work that would move the page while a mouse button or finger is down. A field validated on
// blur shows its error as the pointer goes down on the Submit button below it; the error pushes the
// button down, the pointer comes up outside it, and the browser sends no click: the submit is lost
// without a word. Run after release (and after the click it makes), the error can no longer eat it.

let pressed = false;
let queue: (() => void)[] = [];
let listening = false;

function release() {
  pressed = false;
  if (queue.length === 0) return;
  const run = queue;
  queue = [];
  // After this event's click has been dispatched.
  setTimeout(() => {
    for (const task of run) task();
  }, 0);
}

/** Starts following the pointer; call before the first press you care about (idempotent). */
export function followPointer(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("pointerdown", () => (pressed = true), true);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
  // A press released outside the window sends no pointerup.
  window.addEventListener("blur", release);
}

/** Runs `task` now, or once the pressed pointer is released. */
export function whenPointerReleased(task: () => void): void {
  if (pressed) queue.push(task);
  else task();
}
