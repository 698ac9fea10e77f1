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

/**
 * The new tab, or null when the browser blocked it. Not noopener: the console's tab may hand the new one its sign-in
 * by postMessage (decision 147), and the new tab, on our own origin, drops the link itself once it has its answer.
 */
export function openInNewTab(path: string): Window | null {
  return window.open(path, '_blank');
}
