import { createRoot } from 'react-dom/client';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';

// antd-mobile's Dialog and Toast render through this under React 19 (STACK.md).
unstableSetRender((node, container) => {
  const host = container as Element & { _root?: ReturnType<typeof createRoot> };
  host._root ||= createRoot(container);
  host._root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host._root!.unmount();
  };
});

export { Dialog, Toast };
