// The baseline for bench/api-me.ts: the smallest Fastify app, on the same machine and Node.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.close().then(() => process.exit(0)));
