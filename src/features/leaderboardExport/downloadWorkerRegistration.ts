import { DOWNLOAD_SCOPE, DOWNLOAD_WORKER_URL } from './downloadProtocol';

function activated(worker: ServiceWorker): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') reject(new Error('The download worker could not be installed'));
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

async function register(): Promise<ServiceWorker | undefined> {
  // Service workers exist only in secure contexts (HTTPS, localhost).
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.register(DOWNLOAD_WORKER_URL, { scope: DOWNLOAD_SCOPE });
  // The page itself is outside the scope, so `navigator.serviceWorker.ready` would never settle for it.
  const worker = registration.active ?? registration.installing ?? registration.waiting;
  return worker ? activated(worker) : undefined;
}

let downloadWorker: Promise<ServiceWorker | undefined> | undefined;

/**
 * The active download worker, registered once per page load; undefined where there can be none or it
 * failed to install, and the download then goes through memory instead.
 */
export function activeDownloadWorker(): Promise<ServiceWorker | undefined> {
  downloadWorker ??= register().catch((error: unknown) => {
    console.warn('Downloads go through memory: no download worker', error);
    return undefined;
  });
  return downloadWorker;
}
