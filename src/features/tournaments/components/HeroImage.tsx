import { useState } from 'react';

/**
 * The card's hero_image_mobile, whole at its own aspect ratio (tournamentList.css), or a blank 16:9 area when there
 * is none or it fails to load. Give it `key={src}` so a new address gets a new chance.
 */
export function HeroImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <div className="tournament-card-image tournament-card-image-blank" />;
  // The title beside it names the tournament; the image is decoration.
  return <img className="tournament-card-image" src={src} alt="" onError={() => setBroken(true)} />;
}
