import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { VideoSection } from '../generated/types.ts';
import { keepCompounds } from '../lib/keep-compounds.tsx';
import { type MockupRef, mockupImage, mockups } from '../lib/mockups.ts';
import { Glyph } from './ui/Glyph.tsx';
import { ChevronLeft, ChevronRight, Pause, Play } from './ui/icons.ts';
import { Picture } from './ui/Picture.tsx';
import { type Box, dwell, framing, screenBox, stage, tileSizes } from './walkthrough-view.ts';

type Tile = VideoSection['videos'][number];

/** The walkthrough playing now: Play on another tile pauses it, so one moves at a time. */
let playingNow: (() => void) | undefined;

const place = ({ x, y, width, height }: Box): CSSProperties => ({
  left: `${x * 100}%`,
  top: `${y * 100}%`,
  width: `${width * 100}%`,
  height: `${height * 100}%`,
});

/**
 * A walkthrough tile (issue 16: a video poster that played nothing). The product screen, whole, until
 * Play; then each step in turn, zoomed to its focus and ringed, its caption under the screen, until the
 * last step or Pause. For a visitor who asked for less motion there is no Play: Next step shows each
 * step, and the zoom jumps rather than glides (theme.css). The screens that come later in the steps
 * load once the walkthrough starts, so the page fetches one picture per tile.
 */
export function Walkthrough({ video, count, index }: { video: Tile; count: number; index: number }) {
  const [step, setStep] = useState(-1); // -1: the whole screen, as before Play
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  // Counts the presses of Play, so the step's bar starts filling again as the step's time does.
  const [run, setRun] = useState(0);
  const pause = useRef(() => setPlaying(false)).current;
  const last = video.steps.length - 1;

  // The screens the tile shows, each once, and the one each step shows: its own, else the step's before it.
  const screens: MockupRef[] = [video];
  let named = video.mockup;
  const screenOf = video.steps.map((each) => {
    if (each.mockup) named = each.mockup;
    if (!screens.some((screen) => screen.mockup === named)) screens.push(each as MockupRef);
    return screens.findIndex((screen) => screen.mockup === named);
  });
  const boxes = screens.map(({ mockup }) => screenBox(mockups[mockup].width / mockups[mockup].height, stage));
  const frames = video.steps.map((each, n) => framing(each.focus, boxes[screenOf[n]]));
  const shown = step < 0 ? 0 : screenOf[step];
  const frame = step < 0 ? framing(undefined, boxes[0]) : frames[step];
  const sizes = tileSizes(count, index, started ? Math.max(...frames.map(({ zoom }) => zoom)) : 1);

  useEffect(() => {
    if (!playing) return;
    const next = setTimeout(
      () => (step < last ? setStep(step + 1) : setPlaying(false)),
      dwell(video.steps[step].caption),
    );
    return () => clearTimeout(next);
  }, [playing, step, last, video.steps]);
  useEffect(
    () => () => {
      if (playingNow === pause) playingNow = undefined;
    },
    [pause],
  );

  const play = () => {
    if (playingNow !== pause) playingNow?.();
    playingNow = pause;
    setStarted(true);
    setRun(run + 1);
    if (step < 0 || step === last) setStep(0);
    setPlaying(true);
  };
  const show = (to: number) => {
    setStarted(true);
    setStep(to);
  };

  return (
    <figure>
      {/* No style attribute before Play: the Content-Security-Policy refuses those in the prerendered
          HTML (styles set from script are allowed). Every screen fills the stage, drawn whole inside it. */}
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-lg">
        <div
          className="absolute inset-0 origin-top-left transition-transform duration-700 ease-in-out"
          style={
            step < 0
              ? undefined
              : { transform: `scale(${frame.zoom}) translate(${-frame.x * 100}%, ${-frame.y * 100}%)` }
          }
        >
          {screens.map(
            (screen, n) =>
              (n === 0 || started) && (
                <div
                  key={screen.mockup}
                  className={`absolute inset-0 transition-opacity duration-500 ${n === shown ? '' : 'opacity-0'}`}
                  aria-hidden={n === shown ? undefined : true}
                >
                  <Picture image={mockupImage(screen)} sizes={sizes} className="size-full object-contain" />
                </div>
              ),
          )}
        </div>
        {/* The spotlight: a ring around the focus, the rest of the screen dimmed by its shadow. */}
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute rounded-md shadow-[0_0_0_100vmax_rgb(15_23_42/0.3)] outline-2 outline-offset-2 outline-brand-600 transition-all duration-700 ease-in-out ${frame.ring ? '' : 'inset-0 opacity-0'}`}
          style={frame.ring && place(frame.ring)}
        />
      </div>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          onClick={playing ? pause : play}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 motion-reduce:hidden"
        >
          <Glyph icon={playing ? Pause : Play} className="size-4" />
          {/* Pause is short, so a phone's tile keeps room for the steps' bars while it plays. */}
          <span>
            {playing ? 'Pause' : 'Play'}
            <span className={playing ? 'sr-only' : ''}> walkthrough</span>
            <span className="sr-only">: {video.title}</span>
          </span>
        </button>
        <span aria-hidden="true" className="flex min-w-8 flex-1 gap-1">
          {video.steps.map(({ caption }, n) => (
            <span key={caption} className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200">
              {n <= step && (
                <span
                  key={playing && n === step ? run : 'shown'}
                  className={`block h-full origin-left bg-brand-600 ${playing && n === step ? 'animate-[walkthrough-step_linear_both]' : ''}`}
                  style={playing && n === step ? { animationDuration: `${dwell(caption)}ms` } : undefined}
                />
              )}
            </span>
          ))}
        </span>
        <span className="shrink-0 text-xs text-slate-600 tabular-nums">
          {step < 0 ? `${video.steps.length} steps` : `${step + 1} / ${video.steps.length}`}
        </span>
        <button
          type="button"
          aria-label="Previous step"
          disabled={step <= 0}
          onClick={() => show(step - 1)}
          className="rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <Glyph icon={ChevronLeft} className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Next step"
          disabled={step === last}
          onClick={() => show(step + 1)}
          className="rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-40 motion-reduce:hidden"
        >
          <Glyph icon={ChevronRight} className="size-5" />
        </button>
        {/* Without Play, Next step is the tile's button: drawn as Play is, bg-brand-600 keeping its light
            colours in the dark theme (theme.css). One of the two Next steps is shown, never both. */}
        <button
          type="button"
          disabled={step === last}
          onClick={() => show(step + 1)}
          className="hidden shrink-0 items-center gap-1 rounded-lg bg-brand-600 py-2 pr-2 pl-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-40 motion-reduce:inline-flex"
        >
          Next step
          <Glyph icon={ChevronRight} className="size-4" />
        </button>
      </div>
      {/* Read out as each step shows, but not while it plays on its own (WAI-ARIA's carousel pattern). */}
      <figcaption className="mt-2" aria-live={playing ? 'off' : 'polite'}>
        <span className="block font-semibold text-slate-900">{video.title}</span>
        <span className="block text-sm text-slate-600">
          {step < 0 ? keepCompounds(video.description) : keepCompounds(video.steps[step].caption)}
        </span>
      </figcaption>
    </figure>
  );
}
