import { useEffect, useState, type ComponentProps } from 'react';
import { DocsContainer } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { docsThemes, type DocsTheme as Theme } from './docsThemes';

type Props = ComponentProps<typeof DocsContainer>;
type Globals = Record<string, unknown>;

/** The theme global as the docs page was opened (the toolbar's choice, or `globals=theme:dark` in the URL). */
function initialTheme(context: Props['context']): Theme {
  const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
  return store?.userGlobals?.get().theme === 'dark' ? 'dark' : 'light';
}

/**
 * Docs pages follow the toolbar's theme (./docsThemes.ts): the docs colours and the page's own `dark`
 * class, so Storybook's blocks and the shop's tokens agree.
 */
export function ThemedDocsContainer({ context, children }: Props) {
  const [theme, setTheme] = useState<Theme>(() => initialTheme(context));
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Globals }) => setTheme(globals.theme === 'dark' ? 'dark' : 'light');
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context]);
  // The page's own class too, as the theme decorator sets it for a story: an MDX page with no story
  // (the content guide) and the guide block read the shop's tokens from it.
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      {/* The props table's required mark is Storybook's orange (3.4:1 on white): the shop's danger colour instead. */}
      <style>{`.docblock-argstable span[title='Required'] { color: ${theme === 'dark' ? '#FFB4AB' : '#B3261E'}; }`}</style>
      {children}
    </DocsContainer>
  );
}
