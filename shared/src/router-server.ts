// The server's half of the data router (decision 138): the shell's render server matches a page's routes and renders them with these.
// Not in @valley/shared/router, so browsers never load them.
export { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
export type { StaticHandlerContext } from 'react-router-dom';
