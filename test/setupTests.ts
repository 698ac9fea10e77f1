/**
 * Shims jsdom lacks but antd 6 needs, and jest-dom's matchers. (TextEncoder and the fetch classes that
 * react-router 7 needs come from Node: see jsdomEnvironment.js.)
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { divertConsoleLines } from './consoleLines';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';
import { englishPack } from '../src/i18n/packs/english';
import { showLanguagePack } from '../src/i18n/showLanguagePack';

// Lazily loaded pages (transformed on first import) and antd's first render can take seconds on a cold CI machine.
configure({ asyncUtilTimeout: 15_000 });

// A test that shows another language (or chooses one) leaves the next one in English: dayjs, month names,
// <html lang>, the API's Accept-Language and the language remembered are the module's and the browser's, not the store's.
// Nor does it leave edits kept in the browser (the editor's drafts) to be offered back in the next.
afterEach(() => {
  localStorage.clear();
  if (document.documentElement.lang !== DEFAULT_LANGUAGE) showLanguagePack(englishPack);
});

// react-quill 2 and react-sortable-hoc 2 call findDOMNode, which React 18 warns about (in development only) once
// per component: expected of every test that renders them.
divertConsoleLines('error', /^Warning: findDOMNode is deprecated/);

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

// jsdom has no layout: nothing is ever reported clipped (the navbar's row keeps every link; its test fakes one).
class IntersectionObserverStub {
  observe(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub });

// jsdom throws "Not implemented" for pseudo-elements, which antd's scroll-bar measurement asks for.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd 6's Select (rc-select's useOpen) defers with a MessageChannel, which jsdom lacks; a timer does the same here.
class MessageChannelStub {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
}
if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel: MessageChannelStub });
