/**
 * Sample dog pictures, drawn as SVG from the image id (a dog face in a colour
 * of its own) and converted by the image route like fetched images, so the
 * repository carries no image files for the sample dogs.
 */
export function sampleImageSvg(imageId: string): string {
  const seed = [...imageId].reduce((sum, char, index) => sum + char.charCodeAt(0) * (index + 7), 0);
  const hue = (seed * 47) % 360;
  const fur = `hsl(${(hue + 25) % 360} 45% 55%)`;
  const ear = `hsl(${(hue + 25) % 360} 40% 38%)`;
  const tilt = (seed % 21) - 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 72%)"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<g transform="rotate(${tilt} 500 540)">
<ellipse cx="290" cy="420" rx="110" ry="210" fill="${ear}" transform="rotate(25 290 420)"/>
<ellipse cx="710" cy="420" rx="110" ry="210" fill="${ear}" transform="rotate(-25 710 420)"/>
<ellipse cx="500" cy="540" rx="260" ry="280" fill="${fur}"/>
<ellipse cx="500" cy="680" rx="150" ry="120" fill="hsl(${hue} 30% 92%)"/>
<circle cx="405" cy="480" r="34" fill="#2b2118"/><circle cx="595" cy="480" r="34" fill="#2b2118"/>
<circle cx="415" cy="468" r="10" fill="#fff"/><circle cx="605" cy="468" r="10" fill="#fff"/>
<ellipse cx="500" cy="620" rx="58" ry="40" fill="#2b2118"/>
<path d="M500 660 v45 M500 705 q-45 35 -85 5 M500 705 q45 35 85 5" stroke="#2b2118" stroke-width="14" fill="none" stroke-linecap="round"/>
</g></svg>`;
}
