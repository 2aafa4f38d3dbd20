import { storyNameFromExport, toId } from 'storybook/internal/csf';

/** One screen of the gallery: the screen's stories title and the story that shows it best at rest. */
export interface GalleryScreen {
  name: string;
  title: string;
  /** The story's export name, e.g. `Filled`. */
  story: string;
}

/** Every screen, in the sidebar's order, with its representative state. */
export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  { name: 'Landing', title: 'Screens/Landing', story: 'Filled' },
  { name: 'Customer home', title: 'Screens/Landing', story: 'CustomerHome' },
  { name: 'Admin home', title: 'Screens/Landing', story: 'AdminHome' },
  { name: 'Sign up', title: 'Screens/Auth/Sign up', story: 'Empty' },
  { name: 'Login', title: 'Screens/Auth/Login', story: 'Empty' },
  { name: 'Forgot password', title: 'Screens/Auth/Forgot password', story: 'Empty' },
  { name: 'New password', title: 'Screens/Auth/New password', story: 'Empty' },
  { name: 'Products', title: 'Screens/Customer/Products', story: 'Filled' },
  { name: 'Product detail', title: 'Screens/Customer/Product detail', story: 'WithCart' },
  { name: 'Cart', title: 'Screens/Customer/Cart', story: 'Filled' },
  { name: 'Payment', title: 'Screens/Customer/Payment', story: 'Filled' },
  { name: 'History', title: 'Screens/Customer/History', story: 'Filled' },
  { name: 'Order tracker', title: 'Screens/Customer/Order tracker', story: 'Preparing' },
  { name: 'Admin products', title: 'Screens/Admin/Products', story: 'Filled' },
  // The empty form: the gallery does not run the story's play, so it shows the form before filling in.
  { name: 'Add product', title: 'Screens/Admin/Add product', story: 'FillsInAndSavesAProduct' },
  { name: 'Edit product', title: 'Screens/Admin/Edit product', story: 'Filled' },
  { name: 'Choices', title: 'Screens/Admin/Choices', story: 'Filled' },
  { name: 'Order list', title: 'Screens/Admin/Order list', story: 'Filled' },
  { name: 'Order detail', title: 'Screens/Admin/Order detail', story: 'Filled' },
  { name: 'Queue board', title: 'Screens/Admin/Queue board', story: 'Filled' },
  { name: 'Dashboard', title: 'Screens/Admin/Dashboard', story: 'SixDays' },
  { name: 'Staff', title: 'Screens/Admin/Staff', story: 'Filled' },
  { name: 'Shop settings', title: 'Screens/Admin/Shop settings', story: 'Default' },
  { name: 'Menu availability', title: 'Screens/Staff/Menu availability', story: 'Filled' },
  { name: 'Member card look-up', title: 'Screens/Staff/Member card', story: 'Found' },
  { name: 'Counter board', title: 'Screens/Counter/Counter board', story: 'Filled' },
  { name: 'Profile', title: 'Screens/Shared/Profile', story: 'Filled' },
  { name: 'Edit password', title: 'Screens/Shared/Edit password', story: 'Empty' },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
/** Desktop frames are drawn at this scale; the phone frame is scaled to the same height. */
const SCALE = 0.3;
const PHONE_SCALE = (DESKTOP.height * SCALE) / PHONE.height;

/**
 * The story's own canvas (no manager), in a theme; addon-themes reads the `theme` global. `embed=true`
 * keeps Storybook from running the play function: the frame shows the state at rest, and a play that
 * focuses something cannot scroll this page to its frame.
 */
export function storyFrameSrc(base: string, screen: GalleryScreen, theme: 'light' | 'dark'): string {
  return `${base}?id=${storyId(screen)}&viewMode=story&embed=true&globals=theme:${theme}`;
}

/** Storybook's id for the screen's story (`screens-admin-order-list--filled`). */
export function storyId(screen: GalleryScreen): string {
  return toId(screen.title, storyNameFromExport(screen.story));
}

interface FrameProps {
  src: string;
  /** The story in the full Storybook (the caption's link). */
  href: string;
  title: string;
  caption: string;
  size: { width: number; height: number };
  scale: number;
}

/** A story drawn at its real width and scaled down, so the layout is the one a person gets. */
function Frame({ src, href, title, caption, size, scale }: FrameProps) {
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{
          width: size.width * scale,
          height: size.height * scale,
          overflow: 'hidden',
          border: '1px solid #d6c8bb',
          borderRadius: 8,
          background: '#ffffff',
        }}
      >
        <iframe
          src={src}
          title={title}
          loading="lazy"
          tabIndex={-1}
          width={size.width}
          height={size.height}
          style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', pointerEvents: 'none' }}
        />
      </div>
      <figcaption style={{ fontSize: 12, marginTop: 4 }}>
        <a href={href} target="_top">
          {caption}
        </a>
      </figcaption>
    </figure>
  );
}

export interface ScreenGalleryProps {
  screens?: readonly GalleryScreen[];
  /** Where the stories' canvases live: Storybook's own `iframe.html` beside the docs page. */
  frameBase?: string;
}

/**
 * Each screen light, dark and on a phone, side by side. The frames load lazily (only those near the
 * viewport), show the story exactly as its own canvas does, and are named for screen readers.
 */
export function ScreenGallery({ screens = GALLERY_SCREENS, frameBase = 'iframe.html' }: ScreenGalleryProps) {
  return (
    <div className="sb-unstyled" style={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
      {screens.map((screen) => (
        <section key={`${screen.title}/${screen.story}`} aria-label={screen.name}>
          <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{screen.name}</h2>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
            <Frame
              href={`./?path=/story/${storyId(screen)}`}
              src={storyFrameSrc(frameBase, screen, 'light')}
              title={`${screen.name}, light theme, desktop`}
              caption="Light · 1280 px"
              size={DESKTOP}
              scale={SCALE}
            />
            <Frame
              href={`./?path=/story/${storyId(screen)}`}
              src={storyFrameSrc(frameBase, screen, 'dark')}
              title={`${screen.name}, dark theme, desktop`}
              caption="Dark · 1280 px"
              size={DESKTOP}
              scale={SCALE}
            />
            <Frame
              href={`./?path=/story/${storyId(screen)}`}
              src={storyFrameSrc(frameBase, screen, 'light')}
              title={`${screen.name}, light theme, phone`}
              caption="Phone · 360 px"
              size={PHONE}
              scale={PHONE_SCALE}
            />
          </div>
        </section>
      ))}
    </div>
  );
}
