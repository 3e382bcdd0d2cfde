// Imported first by component tests (which run with `// @vitest-environment jsdom`): the browser
// APIs antd needs that jsdom lacks, and cleanup between tests.
import { act, cleanup } from "@testing-library/react";
import { notification } from "antd";
import { afterAll, afterEach } from "vitest";

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(async () => {
  cleanup();
  // Toasts render in their own React root: close them inside act so that root has no work left
  // when jsdom is torn down.
  await act(async () => {
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  window.localStorage.clear();
});

afterAll(async () => {
  // React's scheduler can still hold a task (run via setImmediate) for a root unmounted above; let it
  // run while jsdom's window still exists, or it throws after the environment is torn down.
  await new Promise((resolve) => setTimeout(resolve, 100));
});
