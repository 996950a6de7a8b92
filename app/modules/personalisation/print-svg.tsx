// The layout drawn as an SVG element: the product page's live preview over the mock-up, and the
// cart's thumbnail. Draws exactly what layoutSvg gives the server's renderer.
import type { Layout } from "./layout";

export function PrintSvg({
  layout,
  imageHref,
  className,
  style,
  label,
}: {
  layout: Layout;
  imageHref: string | null;
  className?: string;
  style?: React.CSSProperties;
  label?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={className}
      style={style}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {layout.image && imageHref ? (
        <image
          href={imageHref}
          x={layout.image.x}
          y={layout.image.y}
          width={layout.image.width}
          height={layout.image.height}
          preserveAspectRatio="xMidYMid meet"
        />
      ) : null}
      {layout.texts.map((text) => (
        <text
          key={text.fieldId}
          x={text.x}
          y={text.y}
          fontFamily={text.family}
          fontSize={text.fontSize}
          fill={text.color}
          textAnchor="middle"
          textLength={text.width}
          lengthAdjust="spacingAndGlyphs"
        >
          {text.text}
        </text>
      ))}
    </svg>
  );
}
