/**
 * Navigation for sagas: the router's navigate, configured once when the router is created, and a new
 * browser tab. Sagas `yield call(navigateTo, path)`, so tests provide the call instead of a router.
 */
export type Navigate = (path: string) => void;

// A full page load until the router is created: correct, only slower.
let navigate: Navigate = (path) => window.location.assign(path);

export function configureNavigation(routerNavigate: Navigate): void {
  navigate = routerNavigate;
}

export function navigateTo(path: string): void {
  navigate(path);
}

export function openInNewTab(path: string): void {
  window.open(path, '_blank', 'noopener');
}
