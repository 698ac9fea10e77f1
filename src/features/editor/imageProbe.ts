/** Whether a browser can load the image at `url`: an <img> that loads or fails; aborting drops it. */
export function probeImage(url: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const stop = () => {
      image.onload = null;
      image.onerror = null;
      image.src = '';
    };
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    signal.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Image check aborted', 'AbortError'));
    });
    image.src = url;
  });
}
