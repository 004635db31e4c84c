// What Mantine's AppShell header, footer and aside read of react-remove-scroll: the two class names a
// scroll lock keeps clear of the scrollbar (react-remove-scroll's UI.js sets the same ones). The build
// hands them this module instead of the library (vite.config.ts, `mantineImportsTrimmed`); a modal,
// which locks scroll, still has the library itself.
import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";

export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
