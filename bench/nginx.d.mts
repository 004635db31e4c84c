// Types of bench/nginx.mjs for the TypeScript benchmarks.
import type { ChildProcess } from "node:child_process";

export declare function nginxConfig(options: {
  dir: string;
  name?: string;
  port: number;
  upstreams: string[];
  tls?: { cert: string; key: string };
}): string;

export declare function startNginx(config: string): ChildProcess;
