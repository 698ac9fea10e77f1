/**
 * Shims jsdom lacks but antd 6 needs, and jest-dom's matchers. (TextEncoder and the fetch classes that
 * react-router 7 needs come from Node: see jsdomEnvironment.js.)
 */
import '@testing-library/jest-dom';

// antd's responsive observers ask matchMedia; nothing matches in a test.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// jsdom throws "Not implemented" for pseudo-elements, which antd's scroll-bar measurement asks for.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
