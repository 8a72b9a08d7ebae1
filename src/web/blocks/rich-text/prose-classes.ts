// Typography for rendered markdown, scoped to the container (no global prose styles, no plugin).
// Colours come from the preset's richTextPreview group; sizes and rhythm are shared by every preset.
export const PROSE_CLASSES = [
  'leading-7 break-words',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_:is(h1,h2,h3,h4,h5,h6)]:mt-8 [&_:is(h1,h2,h3,h4,h5,h6)]:mb-3 [&_:is(h1,h2,h3,h4,h5,h6)]:leading-tight [&_:is(h1,h2,h3,h4,h5,h6)]:font-bold',
  '[&_h1]:text-3xl [&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_a]:underline [&_a]:underline-offset-2 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-current',
  '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-current/20 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-current/10 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-current/10 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-current/20',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse',
  // A wide formula or diagram scrolls inside its own box on a phone instead of widening the page.
  '[&_.math-display]:overflow-x-auto [&_.math-display]:overflow-y-hidden',
  '[&_.mermaid-diagram]:my-4 [&_.mermaid-diagram]:overflow-x-auto [&_.mermaid-diagram_svg]:mx-auto [&_.mermaid-diagram_svg]:h-auto',
  '[&_:is(th,td)]:border [&_:is(th,td)]:border-current/20 [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2 [&_th]:text-start [&_th]:font-semibold',
].join(' ');
