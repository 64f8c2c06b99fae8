/** Share targets of the share block. */
export interface ShareLinks {
  facebook: string;
  twitter: string;
  linkedin: string;
  email: string;
}

/** Window features of the share popups: 600x400. */
export const sharePopupFeatures = "width=600,height=400";

/** Facebook, Twitter and LinkedIn get the encoded page URL (Twitter also the title); the mail link has the title as subject and the URL as body. */
export function shareLinks(url: string, title: string): ShareLinks {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
  };
}

/** A WhatsApp message to a contact of the visitor's choice: the text, a space, the URL. */
export function whatsappShareLink(url: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
