// nginx in front of portal processes, as docs/deploy.md has it, for the benchmarks that measure through
// a proxy (bench:scale-out, bench:lighthouse). Needs nginx: apt-get install nginx-light.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes an nginx configuration into `dir` (its pid, log and temporary folders go there too) that listens
 * on 127.0.0.1:`port` and passes everything to the `upstreams` ("host:port"); with `tls` ({ cert, key }
 * files) over HTTPS and HTTP/2. Answers the file's path.
 */
export function nginxConfig({ dir, name = "nginx.conf", port, upstreams, tls }) {
  const file = join(dir, name);
  // "listen … http2" rather than "http2 on", which nginx before 1.25.1 (Debian 12 has 1.22) lacks.
  const listen = tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`;
  writeFileSync(
    file,
    `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  upstream portal {
${upstreams.map((upstream) => `    server ${upstream};`).join("\n")}
    keepalive 32;
  }
  server {
    listen ${listen};
${tls ? `    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n` : ""}    client_max_body_size 30m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  return file;
}

/** Runs nginx in the foreground on `config`; stop it with SIGTERM. */
export function startNginx(config) {
  return spawn("nginx", ["-c", config], { stdio: ["ignore", "ignore", "inherit"] });
}
