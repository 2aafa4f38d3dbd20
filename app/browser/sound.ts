/**
 * The new-order chime, drawn with WebAudio (no sound file to load). Browsers only let a page play
 * sound after a person's gesture, so `unlockSound()` runs from the "Start shift" tap; until then
 * `playChime()` stays silent.
 */
let context: AudioContext | null = null;

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

/** Creates (or resumes) the audio context inside a user gesture; false where there is no WebAudio. */
export function unlockSound(): boolean {
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    context ??= new Context();
    void context.resume();
    return true;
  } catch {
    return false;
  }
}

/** Two short rising notes, loud enough over a coffee machine, quiet enough not to startle. */
export function playChime(): void {
  if (!context || context.state === 'closed') return;
  void context.resume();
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + i * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }
}
