import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** Elements every page has, whatever the markup: their rules (reboot, the theme's variables) always apply. */
const DOCUMENT_TAGS = ['html', 'body'];

/**
 * States that need someone at the page: the HTML's first paint has no pointer or focus on it (the
 * splash covers it and the page under it is inert until React replaces it). Inside :not() they
 * still count, as the selector then applies without them.
 */
const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;
/** Pseudo-elements of other kinds of form control in Chromium and Safari (file and date inputs, spin buttons). */
const OTHER_CONTROLS = /::(-webkit-|file-selector-button)/;

/**
 * The rules of `css` that can style `markup` (plus html and body): the critical CSS index.html
 * and login.html inline so their first paint needs no stylesheet. A selector is kept when every
 * class and element name in it occurs in the markup; other pseudo-classes and pseudo-elements
 * are ignored, attribute selectors other than the default light theme's are not matched
 * (Bootstrap's dark theme, states like [disabled]), and interaction states and other controls'
 * pseudo-elements are left out, as are the selectors of `leaveOut`. Keyframes are kept when a kept
 * rule names them; @font-face never is.
 */
export function criticalCss(css: string, markup: string, leaveOut: readonly string[] = []): string {
  const classes = new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
  const tags = new Set([...DOCUMENT_TAGS, ...[...markup.matchAll(/<([a-z][a-z0-9-]*)/g)].map((m) => m[1])]);
  const root = postcss.parse(css);
  const animations = new Set<string>();

  const matches = (selector: string): boolean => {
    const outsideNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
    if (INTERACTION.test(outsideNot) || OTHER_CONTROLS.test(selector) || leaveOut.includes(selector.trim()))
      return false;
    // Pseudo-classes and pseudo-elements, with their arguments (:not(.x), :is(...)), and the light theme.
    const bare = selector.replace(/\[data-bs-theme=light\]/g, '').replace(/::?[-\w]+(\((?:[^()]|\([^()]*\))*\))?/g, '');
    if (bare.includes('[')) return false;
    // Only pseudo-elements left (::-webkit-inner-spin-button and the like): form controls, not the markup's.
    if (!bare.trim()) return /^(:root|\*|::?before|::?after)$/.test(selector.trim());
    for (const compound of bare.split(/[\s>+~]+/).filter(Boolean)) {
      for (const token of compound.match(/[.#]?[-\w\\]+|\*/g) ?? []) {
        if (token === '*') continue;
        if (token.startsWith('#')) return false;
        if (token.startsWith('.') ? !classes.has(token.slice(1)) : !tags.has(token)) return false;
      }
    }
    return true;
  };

  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const rule = node as Rule;
        if ((rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
        const kept = rule.selectors.filter(matches);
        if (!kept.length) {
          rule.remove();
          return;
        }
        rule.selectors = kept;
        // Bootstrap names its keyframes through custom properties (--bs-spinner-animation-name).
        rule.walkDecls(/animation/, (decl) => {
          for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
        });
      } else if (node.type === 'atrule') {
        const at = node as AtRule;
        if (at.name === 'font-face' || at.name.endsWith('keyframes')) return;
        prune(at);
        if (!at.nodes?.length) at.remove();
      } else if (node.type === 'comment') {
        node.remove();
      }
    });
  };
  prune(root);
  root.walkAtRules((at) => {
    if (at.name === 'font-face' || (at.name.endsWith('keyframes') && !animations.has(at.params))) at.remove();
  });
  return root.toString();
}
