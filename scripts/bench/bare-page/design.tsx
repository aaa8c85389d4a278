// The real-API design floor of `npm run bench:load`: plain.tsx's one fetch, rendered through the
// design's packages (design-page.tsx).
import { renderThroughTheDesign } from './design-page'

void renderThroughTheDesign(fetch('/ping.json').then((answer) => answer.json()))
