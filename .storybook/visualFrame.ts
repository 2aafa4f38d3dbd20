/**
 * The tallest a story's frame grows for its picture. The test browser's window is made this tall, so
 * the runner never scales a grown frame down; a page taller still is pictured down to this height.
 */
export const VISUAL_FRAME_MAX_HEIGHT = 4000;
