import type { ImgHTMLAttributes } from "react";
import { photoSources } from "../../lib/image-sources.ts";

interface PhotoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  /** The stored photo's URL (or its thumbnail's); other URLs are shown as they are. */
  url: string;
  alt: string;
  /** The width and height it is shown at (CSS px): the copy asked for, and space kept before it loads. */
  width: number;
  height: number;
  /** When the shown width changes with the screen, e.g. "(min-width: 640px) 176px, 100vw". */
  sizes?: string;
}

/** A stored photo at the size it is shown: srcset for most devices, one small copy in light mode. */
export function Photo({ url, alt, width, height, sizes, ...props }: PhotoProps) {
  const sources = photoSources(url, width, sizes ? { sizes } : {});
  return (
    <img
      // sizes and srcset before src, so no browser starts on the fallback first.
      sizes={sources.sizes}
      srcSet={sources.srcSet}
      src={sources.src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      {...props}
    />
  );
}
