// The ports the README's commands are started on in the browser tests: beside the sites' (E2E_PORT and the three after it).
const base = Number(process.env.E2E_PORT ?? 4310);
export const commandPorts = { dev: base + 20, edit: base + 21 };
