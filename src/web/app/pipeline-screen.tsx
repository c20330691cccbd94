import { PipelinePage } from "@web/features/pipeline/pipeline-page";

export { pipelineFirstData } from "@web/features/pipeline/pipeline-page";

/** The board; a card opens its client's page, where the client is edited (docs/product.md "The client page"). */
export function PipelineScreen() {
  return <PipelinePage />;
}
