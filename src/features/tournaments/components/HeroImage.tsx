import { useState } from 'react';

/**
 * The card's hero_image_mobile, or a blank area of the same size when there is none or it fails to load,
 * so every card keeps its shape. Give it `key={src}` so a new address gets a new chance.
 */
export function HeroImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <div className="tournament-card-image tournament-card-image-blank" />;
  // The title beside it names the tournament; the image is decoration.
  return <img className="tournament-card-image" src={src} alt="" onError={() => setBroken(true)} />;
}
