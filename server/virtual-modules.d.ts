// The React Router Vite plugin provides this module at build time; its shape is
// ServerBuild, which server/app.ts asserts where it hands it over.
declare module "virtual:react-router/server-build";
