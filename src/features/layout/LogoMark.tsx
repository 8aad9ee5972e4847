/**
 * The 나눔 mark: a warm heart held in a teal circle (public/favicon.svg, the browser tab's icon
 * too: one cached file, not an SVG in every page's JavaScript and twice in its HTML). Decorative;
 * the name is always written beside it.
 */
export default function LogoMark({ size = 32 }: { size?: number }) {
  return <img src="/favicon.svg" width={size} height={size} alt="" className="logo-mark" />;
}
