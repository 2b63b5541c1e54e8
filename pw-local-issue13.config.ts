import config from "./playwright.config.ts";

const servers = Array.isArray(config.webServer)
  ? config.webServer
  : config.webServer
    ? [config.webServer]
    : [];
export default { ...config, webServer: servers.map((server) => ({ ...server, timeout: 480_000 })) };
