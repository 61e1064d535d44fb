// The wire vocabulary of FormSim, client side. Every route, op, event, property name
// and default the browser uses is spelled here and nowhere else.
// See docs/RENDER_PROTOCOL.md and docs/API.md; Sources/SimCore/Render/ and
// Sources/Wire/ hold the same names on the server.

// ---- HTTP routes -------------------------------------------------------------------
const enc = encodeURIComponent;

export const ROUTES = Object.freeze({
  devices: '/api/devices',
  scenes: '/api/scenes',
  locales: '/api/locales',
  forms: '/api/forms',
  form: (id) => `/api/forms/${enc(id)}`,
  sessions: '/api/sessions',
  session: (id) => `/api/sessions/${enc(id)}`,
  tree: (id) => `/api/sessions/${enc(id)}/tree`,
  input: (id) => `/api/sessions/${enc(id)}/input`,
  events: (id, since) => `/api/sessions/${enc(id)}/events?since=${enc(since)}`,
  inspect: (id) => `/api/sessions/${enc(id)}/inspect`,
  element: (id, x, y) => `/api/sessions/${enc(id)}/element?x=${enc(x)}&y=${enc(y)}`,
  outside: (id, element) => `/api/sessions/${enc(id)}/outside?of=${enc(element)}`,
  flowsReport: '/api/flows/run?report=html',
  flowYAML: '/api/flows/yaml',
  audit: '/api/audit',
});

// ---- Page URL (the workspace's state) ------------------------------------------------
// ?device=iphone-15,ipad-10&orientation=portrait,landscapeLeft&scene=..&variant=..
//  &locale=en_US,ar&appearance=light,dark&text=large,AX3&window=full,oneThird
// `device`, `orientation`, `locale`, `appearance`, `text` and `window` are comma lists, one entry
// per device shown; a single value is every device's (older links: one device, or one
// shared locale). Settings at their defaults on every device are left out. `mirror=off`
// turns mirroring off.
export const QUERY = Object.freeze({
  devices: 'device',
  orientations: 'orientation',
  scene: 'scene',
  variant: 'variant',
  locale: 'locale',
  appearance: 'appearance',
  contentSize: 'text',
  window: 'window',
  hardwareKeyboard: 'hardwareKeyboard',
  increaseContrast: 'increaseContrast',
  mirror: 'mirror',
  zoom: 'zoom',
  listSeparator: ',',
  off: 'off',
});

// The stage's zoom: fit every device in the window, or CSS pixels per point (1: one point
// per CSS pixel, so browser zoom makes devices bigger).
export const ZOOMS = Object.freeze([
  { value: 'fit', title: 'Fit' }, { value: '0.5', title: '50 %' }, { value: '0.75', title: '75 %' },
  { value: '1', title: '100 %' }, { value: '1.5', title: '150 %' },
]);

// The workspace opens with these side by side (a link that names no devices); at most
// MAX_DEVICES at once. The iPad lies in landscape, as it mostly does on a desk: at one
// shared scale an upright iPad is what makes a laptop's window shrink both devices (at
// 1280 × 720 its 1180-point height left the iPhone's body text under 7 CSS px).
// A device a link names without an orientation takes its idiom's, as the default page's
// devices do: the same devices open the same way however the link names them.
export const DEFAULT_ORIENTATION = Object.freeze({ phone: 'portrait', pad: 'landscapeLeft' });
export const DEFAULT_DEVICES = Object.freeze([
  Object.freeze({ device: 'iphone-15', orientation: DEFAULT_ORIENTATION.phone }),
  Object.freeze({ device: 'ipad-10', orientation: DEFAULT_ORIENTATION.pad }),
]);
export const MAX_DEVICES = 4;

// Session creation fields (POST /api/sessions).
export const SESSION_FIELDS = Object.freeze([
  'device', 'scene', 'variant', 'orientation', 'locale', 'appearance', 'contentSize', 'hardwareKeyboard', 'increaseContrast', 'clock',
  'window',
]);

export const SESSION_DEFAULTS = Object.freeze({
  device: 'iphone-15',
  scene: 'contacts',
  variant: 'label',
  orientation: 'portrait',
  locale: 'en_US',
  appearance: 'light',
  contentSize: 'large',
  window: 'full',
  hardwareKeyboard: 'off',
  increaseContrast: 'off',
});

// ---- Settings (the Settings app's: a `settings` event, or session creation) ---------
// What each device card chooses for itself; the fields of a settings event and of a
// session, the semantic tree's top-level fields of the same names, and the page URL's
// list for each (QUERY).
export const SETTINGS = Object.freeze(['appearance', 'contentSize', 'locale', 'window', 'hardwareKeyboard', 'increaseContrast']);

// An iPad app's window (BEHAVIOR.md F1): the whole screen, a Split View share, Slide
// Over. iPhones have only `full` (their cards hide the menu). `short` is shown on the card.
export const WINDOWS = Object.freeze([
  ['full', 'Full', 'Full screen'], ['twoThirds', '2/3', 'Split View, two thirds'], ['half', '1/2', 'Split View, half'],
  ['oneThird', '1/3', 'Split View, one third'], ['slideOver', 'Slide', 'Slide Over'],
].map(([value, short, title]) => Object.freeze({ value, short, title })));

// Settings the page holds as 'on' / 'off' (a card's toggle, the URL) and the server takes
// as booleans: `hardwareKeyboard` (BEHAVIOR.md B11.7) and `increaseContrast` (B10.C1).
export const TOGGLE = Object.freeze({ on: 'on', off: 'off' });
export const TOGGLE_SETTINGS = Object.freeze(['hardwareKeyboard', 'increaseContrast']);

// Settings (or session fields) as the server takes them: the toggles as booleans.
export function settingsOnWire(values) {
  const out = { ...values };
  for (const key of TOGGLE_SETTINGS) if (key in out) out[key] = out[key] === TOGGLE.on;
  return out;
}

export const APPEARANCE = Object.freeze({ light: 'light', dark: 'dark' });

export const APPEARANCES = Object.freeze([
  Object.freeze({ value: APPEARANCE.light, title: 'Light' }),
  Object.freeze({ value: APPEARANCE.dark, title: 'Dark' }),
]);

// Dynamic Type's sizes, smallest first: `short` is shown on the card, `title` is the
// Settings app's name.
export const CONTENT_SIZES = Object.freeze([
  ['xSmall', 'XS', 'Extra small'], ['small', 'S', 'Small'], ['medium', 'M', 'Medium'],
  ['large', 'L', 'Large (default)'], ['xLarge', 'XL', 'Extra large'], ['xxLarge', 'XXL', 'Extra extra large'],
  ['xxxLarge', 'XXXL', 'Extra extra extra large'], ['AX1', 'AX1', 'Accessibility 1'], ['AX2', 'AX2', 'Accessibility 2'],
  ['AX3', 'AX3', 'Accessibility 3'], ['AX4', 'AX4', 'Accessibility 4'], ['AX5', 'AX5', 'Accessibility 5'],
].map(([value, short, title]) => Object.freeze({ value, short, title })));

// ---- Render ops --------------------------------------------------------------------
export const OP = Object.freeze({ insert: 'insert', update: 'update', remove: 'remove' });

// Fields of a long-poll / input answer.
export const ANSWER = Object.freeze({
  version: 'version',
  ops: 'ops',
  reset: 'reset',
  // The version the ops of an input answer start from.
  since: 'since',
  // An input answer's lifted finger: {target: element id | null, gesture}.
  touch: 'touch',
  // An input answer's typing: {firstResponder: element id | null} its first key went to.
  typing: 'typing',
});

// The gestures the server reports a lifted finger made (answer.touch.gesture).
export const GESTURE = Object.freeze({ tap: 'tap', longPress: 'longPress', drag: 'drag' });

// Field of a render snapshot holding the node map.
export const SNAPSHOT_NODES = 'nodes';

// ---- Input events ------------------------------------------------------------------
export const EVENT = Object.freeze({
  tap: 'tap',
  pointer: 'pointer',
  longPress: 'longPress',
  scroll: 'scroll',
  rotate: 'rotate',
  key: 'key',
  text: 'text',
  pick: 'pick',
  // {type, appearance?, contentSize?, locale?}: at least one (SETTINGS). Per device: never mirrored.
  settings: 'settings',
  // The app launched again (the way out of a crash). Per device: never mirrored.
  relaunch: 'relaunch',
});

export const PHASE = Object.freeze({ down: 'down', move: 'move', up: 'up', cancel: 'cancel' });

export const KEY = Object.freeze({
  backspace: 'Backspace', enter: 'Enter', tab: 'Tab', escape: 'Escape',
  arrowLeft: 'ArrowLeft', arrowRight: 'ArrowRight', arrowUp: 'ArrowUp', arrowDown: 'ArrowDown',
});

// The named keys the page sends to the device (a key event's `key`). Escape goes to the
// device too, but on its own (input.js): where it changes nothing there, it takes the
// keyboard focus out of the device.
export const DEVICE_KEYS = Object.freeze([
  KEY.backspace, KEY.enter, KEY.tab, KEY.arrowLeft, KEY.arrowRight, KEY.arrowUp, KEY.arrowDown,
]);

// The characters the page sends with ⌘ held, as device shortcuts rather than the
// browser's: ⌘[ is the device's Back (BEHAVIOR.md B9.10), not the page's history.
export const DEVICE_COMMAND_KEYS = Object.freeze(['[']);

// A key event's modifier fields (booleans) and the KeyboardEvent property each comes from.
export const KEY_MODIFIERS = Object.freeze({ shift: 'shiftKey', alt: 'altKey', meta: 'metaKey', ctrl: 'ctrlKey' });


// ---- Semantic tree (GET tree) ------------------------------------------------------
// The root's state while the app has crashed (E3.S3).
export const CRASHED_STATE = 'crashed';

export const ROLE = Object.freeze({
  window: 'window', navigationBar: 'navigationBar', table: 'table', section: 'section', cell: 'cell',
  label: 'label', textField: 'textField', textView: 'textView', button: 'button', control: 'control',
  datePicker: 'datePicker', pickerColumn: 'pickerColumn', inputView: 'inputView', keyboard: 'keyboard',
  popover: 'popover', menu: 'menu', menuItem: 'menuItem', switch: 'switch',
  segmentedControl: 'segmentedControl', segment: 'segment', stepper: 'stepper', slider: 'slider',
  toolbar: 'toolbar',
  calendar: 'calendar',
  placeholder: 'placeholder',
  sheet: 'sheet', actionSheet: 'actionSheet', alert: 'alert',
});

export const ORIENTATION = Object.freeze({
  portrait: 'portrait',
  landscapeLeft: 'landscapeLeft',
  landscapeRight: 'landscapeRight',
  portraitUpsideDown: 'portraitUpsideDown',
});

// The Rotate button cycles through these.
// Turning one way round; a device skips what it does not support (iPhones: upside down).
export const ROTATION_CYCLE = Object.freeze([
  ORIENTATION.portrait, ORIENTATION.landscapeLeft, ORIENTATION.portraitUpsideDown, ORIENTATION.landscapeRight,
]);

export const IDIOM = Object.freeze({ phone: 'phone', pad: 'pad' });

// ---- Render tree -------------------------------------------------------------------
export const ROOT_ID = 'screen';

export const KIND = Object.freeze({ rect: 'rect', text: 'text', symbol: 'symbol', wheel: 'wheel' });

// The properties a render node may omit and what the client draws without them (null in
// an update restores these): the server writes the table (Wire's RenderDefaults) and
// serves it as this module; `frame`, `text` and `symbol` have none, and the root node
// also carries the device's facts (device, idiom, orientation, cutout, safeArea,
// appearance, layoutDirection), read by device-frame.js.
export { DEFAULTS } from 'formsim/render-defaults.js';

// A `blink` node is shown for half of this period, hidden for the other half,
// restarting whenever the node changes.
export const BLINK_PERIOD_MS = 1000;

export const ALIGN = Object.freeze({ left: 'left', center: 'center', right: 'right' });

export const SYMBOL = Object.freeze({
  chevronRight: 'chevron.right',
  chevronLeft: 'chevron.left',
  chevronUp: 'chevron.up',
  chevronDown: 'chevron.down',
  checkmark: 'checkmark',
  chevronUpDown: 'chevron.up.chevron.down',
  battery: 'battery',
  wifi: 'wifi',
  cellular: 'cellular',
  arrowUp: 'popover.arrow.up',
  arrowDown: 'popover.arrow.down',
  arrowLeft: 'popover.arrow.left',
  arrowRight: 'popover.arrow.right',
  globe: 'globe',
  mic: 'mic',
  clear: 'xmark.circle.fill',
  undo: 'arrow.uturn.backward',
  redo: 'arrow.uturn.forward',
  paste: 'doc.on.clipboard',
});

export const CUTOUT = Object.freeze({ island: 'island', notch: 'notch' });

// Device text is drawn with Inter, then the Noto Sans CJK JP subset (both shipped in
// fonts/, declared in css/app.css): SimCore's advance widths come from these fonts, so
// carets and taps line up with the glyphs on every platform. The system fonts after
// them only draw what neither ships (the engine guesses those widths).
export const FONT_FAMILY = 'Inter, "FormSim Noto Sans CJK JP", "Noto Sans CJK JP", sans-serif';
// What the client loads before its first paint (document.fonts.load(font, text)): both
// Inter faces and the CJK subset (its sample text is inside its unicode-range).
export const FONT_LOADS = Object.freeze([
  Object.freeze(['400 17px Inter', 'A']),
  Object.freeze(['600 17px Inter', 'A']),
  Object.freeze(['400 17px "FormSim Noto Sans CJK JP"', '\u3042']),
]);

// ---- Animations --------------------------------------------------------------------
// Animation fields of an update op; duration and delay are in seconds on the wire.
export const ANIMATION = Object.freeze({
  duration: 'duration',
  curve: 'curve',
  delay: 'delay',
  from: 'from',
});

// CSS cubic-bezier control points.
export const CURVES = Object.freeze({
  linear: Object.freeze([0, 0, 1, 1]),
  easeIn: Object.freeze([0.42, 0, 1, 1]),
  easeOut: Object.freeze([0, 0, 0.58, 1]),
  easeInOut: Object.freeze([0.42, 0, 0.58, 1]),
});

export const DEFAULT_CURVE = 'easeInOut';

// ---- Long polling ------------------------------------------------------------------
// Retry delays (ms) after a network error or a 5xx; the index resets on success.
export const BACKOFF_MS = Object.freeze([250, 500, 1000, 2000, 5000]);

// Form files the page can open (POST /api/forms), by extension, and how long the page
// waits between looks at the scene catalogue (GET /api/scenes: new forms, a file form's
// load error).
export const FORM_TYPES = Object.freeze({
  yaml: 'application/yaml', yml: 'application/yaml', json: 'application/json', plist: 'application/x-plist',
  swift: 'text/x-swift',
});
// Several .swift files opened at once go as one project, read together (docs/API.md).
export const SWIFT_PROJECT_TYPE = 'application/x-swift-project+json';
export const CATALOGUE_POLL_MS = 1000;

// localStorage: the ids of the scenes whose hint was dismissed (a JSON list).
export const GUIDE_STORAGE_KEY = 'formsim.hintsDismissed';
export const SCENE_SOURCE = Object.freeze({ builtIn: 'builtIn', file: 'file' });

export const HTTP = Object.freeze({ notFound: 404, gone: 410 });

// A session the server no longer has: deleted or expired (404), or on a process of the
// cluster that is gone (410 session_gone, docs/SCALING.md). Either way a new one is made.
export const isLostStatus = (status) => status === HTTP.notFound || status === HTTP.gone;
