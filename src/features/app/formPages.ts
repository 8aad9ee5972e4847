/**
 * The pages that are mostly a form to fill in (routes as Next names them): sign-up, account
 * recovery, writing a post. On a phone the floating ▲▼ buttons would cover the right end of their
 * fields, so they are not shown there (ScrollButtons).
 */
const FORM_ROUTES = new Set(['/author/join', '/author/find', '/community/[board]/write']);

/** Whether the page of route `pathname` (router.pathname) is a form page. */
export const isFormPage = (pathname: string): boolean => FORM_ROUTES.has(pathname);
