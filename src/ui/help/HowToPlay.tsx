// The How to play screen: the rules for players, as docs/rules.md has them, with contents to jump from. Its own
// chunk (the rules' text and the Markdown renderer), fetched the first time someone asks for help.
import { Marked } from 'marked';
import { useEffect, useMemo, useRef } from 'react';
import { helpMarkdown, sectionId, sectionTitles } from './helpText.ts';
import './help.css';

/** Markdown to HTML for our own rules text: headings get ids for the contents; links to other pages of the docs become plain text. */
function render(markdown: string): string {
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const plain = tokens.map((t) => ('text' in t ? t.text : '')).join('');
        return `<h${depth} id="${sectionId(plain)}">${text}</h${depth}>\n`;
      },
      link({ tokens, href }) {
        const text = this.parser.parseInline(tokens);
        return /^https?:/.test(href) ? `<a href="${href}" rel="noreferrer" target="_blank">${text}</a>` : text;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

export interface HowToPlayProps {
  readonly onClose: () => void;
}

/** A dialog over whatever screen asked for it: Escape or Close goes back there. */
export default function HowToPlay({ onClose }: HowToPlayProps) {
  const markdown = useMemo(() => helpMarkdown(), []);
  const html = useMemo(() => render(markdown), [markdown]);
  const titles = useMemo(() => sectionTitles(markdown), [markdown]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <div className="help-backdrop">
      <div className="help" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help">
        <div className="help__bar">
          <h1 id="help-title" ref={heading} tabIndex={-1}>
            How to play
          </h1>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <div className="help__body">
          <nav className="help__contents" aria-label="Contents">
            <ul>
              {titles.map((title) => (
                <li key={title}>
                  <a href={`#${sectionId(title)}`}>{title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own rules text, rendered from the repository's Markdown; no one else's input reaches it. */}
          <article className="help__text" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </div>
  );
}
