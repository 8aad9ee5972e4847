import PopupHost from './PopupHost';
import ScrollButtons from './ScrollButtons';

/**
 * What the page frame adds after hydration, never in the server's HTML: the scroll buttons (shown
 * once the page is measured as long enough, fixed at the side) and the pop-up announcement's host
 * (it renders nothing until the server says there is a pop-up to show, which it asks only after
 * hydration). One chunk for both, which Layout.tsx loads with next/dynamic.
 */
export default function PageExtras() {
  return (
    <>
      <ScrollButtons />
      <PopupHost />
    </>
  );
}
