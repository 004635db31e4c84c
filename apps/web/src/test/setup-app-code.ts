// The `web` project's second setup file: every route's code is in the worker's module cache before a
// test renders the app, as a browser with the app's chunks cached has it. A test's first page then
// renders in milliseconds rather than after its modules are transformed, within the library's 1 s.
// (Once per worker: the files share its modules. The `web-isolated` project leaves this out, since a
// module imported before a file's vi.mock would stay real.)
import { loadAppRoutes } from "./render-app.tsx";

await loadAppRoutes();
