/** The commit this build was made from (vite.config.ts `define`). */
declare const __GIT_COMMIT__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}
