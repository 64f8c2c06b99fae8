import { Icon } from "~/components/icons/icon";
import { type MouseEvent, useState } from "react";
import type { PageImage } from "../shared/images";

/**
 * A YouTube video that loads nothing from a third party until the visitor
 * clicks: a local poster with a play button, replaced by the privacy-enhanced
 * (youtube-nocookie.com) player on click. Without JavaScript the poster is a
 * plain link to the video on YouTube.
 */
export function VideoFacade({
  youtubeId,
  title,
  playLabel,
  poster,
}: {
  youtubeId: string;
  title: string;
  playLabel: string;
  poster: PageImage;
}) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-lg border-0"
      />
    );
  }

  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      onClick={play}
      className="group relative block overflow-hidden rounded-lg"
      aria-label={playLabel}
      data-video-facade={youtubeId}
    >
      <img
        src={poster.src}
        width={poster.width}
        height={poster.height}
        alt=""
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/30 text-white transition-colors group-hover:bg-black/45">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg transition-transform group-hover:scale-110">
          <Icon name="play" className="ml-1 size-8" />
        </span>
        <span className="px-4 text-center text-lg font-semibold drop-shadow">{title}</span>
      </span>
    </a>
  );
}
