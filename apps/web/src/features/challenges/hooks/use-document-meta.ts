import { useEffect } from 'react';

/** The page's `<meta>` with this attribute and value, made (and marked as made) when index.html has none. */
function metaTag(attribute: 'name' | 'property', value: string): { element: HTMLMetaElement; isMade: boolean } {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
  if (found) return { element: found, isMade: false };
  const element = document.createElement('meta');
  element.setAttribute(attribute, value);
  document.head.append(element);
  return { element, isMade: true };
}

/**
 * Sets the document title, the description and the share title (og:title) while the screen is
 * shown, and puts back what was there when it goes (spec 3 section 2, landing page).
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const previousTitle = document.title;
    const tags = [
      { ...metaTag('name', 'description'), content: description },
      { ...metaTag('property', 'og:title'), content: title },
    ].map((tag) => ({ ...tag, previous: tag.element.getAttribute('content') }));
    document.title = title;
    for (const tag of tags) tag.element.setAttribute('content', tag.content);
    return () => {
      document.title = previousTitle;
      for (const tag of tags) {
        if (tag.isMade) tag.element.remove();
        else if (tag.previous !== null) tag.element.setAttribute('content', tag.previous);
      }
    };
  }, [title, description]);
}
