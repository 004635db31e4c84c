import { lazy, Suspense, useState } from "react";
import { UserMenuButton, type UserMenuProps } from "./user-menu-button.tsx";

export type { UserMenuProps } from "./user-menu-button.tsx";

// Mantine's Menu and its floating dropdown are a chunk of their own, loaded as soon as the shell
// renders rather than before it.
const UserMenuDropdown = lazy(async () => ({
  default: (await import("./user-menu-dropdown.tsx")).UserMenuDropdown,
}));

/** The user menu; until its chunk is there, the same button, and a click on it opens the menu then. */
export function UserMenu(props: UserMenuProps) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense
      fallback={
        <UserMenuButton
          userName={props.userName}
          textColor={props.textColor}
          aria-haspopup="menu"
          aria-expanded={openOnLoad}
          onClick={() => setOpenOnLoad(true)}
        />
      }
    >
      <UserMenuDropdown {...props} defaultOpened={openOnLoad} />
    </Suspense>
  );
}
